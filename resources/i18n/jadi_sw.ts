<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h2&gt;Jadi&lt;/h2&gt;&lt;p&gt;Traditional games played offline: Bao la Kiswahili, Kozel, Svoi Kozyri and Back Alley.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;h3&gt;Bundled art&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;The Bao board, its seeds, the home-screen pictures and the icons are drawn by Jadi&apos;s own code (GPL-3.0-or-later, like the program).&lt;/li&gt;&lt;li&gt;Playing cards: the “nicu-white” SVG deck by Nicu Buculei, from the KDE card-data package; public domain (Debian&apos;s package lists it under GPL-2+; Jadi ships it unmodified, see resources/cards/LICENSE.md).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Built with Qt and PySide6 (LGPL-3.0).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Jadi&lt;/h2&gt;&lt;p&gt;Michezo ya jadi ya kucheza bila intaneti: Bao la Kiswahili, Kozel, Svoi Kozyri na Back Alley.&lt;/p&gt;&lt;p&gt;Leseni: GNU General Public License, toleo la 3 au jipya zaidi.&lt;/p&gt;&lt;h3&gt;Michoro iliyomo&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Ubao wa Bao, kete zake, picha za skrini ya mwanzo na aikoni zimechorwa na msimbo wa Jadi wenyewe (GPL-3.0-or-later, kama programu yenyewe).&lt;/li&gt;&lt;li&gt;Karata: pakiti ya SVG “nicu-white” ya Nicu Buculei, kutoka kifurushi cha KDE card-data; ni mali ya umma (kifurushi cha Debian kinaiorodhesha chini ya GPL-2+; Jadi inaitumia bila kuibadilisha, tazama resources/cards/LICENSE.md).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Imejengwa kwa Qt na PySide6 (LGPL-3.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Uchambuzi</translation>
    </message>
    <message>
        <source>Show the threat</source>
        <translation>Onyesha tishio</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Alama</translation>
    </message>
    <message>
        <source>South&apos;s chances: the light part is South&apos;s, the dark part North&apos;s.</source>
        <translation>Nafasi za Kusini: sehemu nyeupe ni ya Kusini, sehemu nyeusi ni ya Kaskazini.</translation>
    </message>
    <message>
        <source>The engine&apos;s score in seeds, from South&apos;s side: + is good for South.</source>
        <translation>Alama ya injini kwa kete, kwa upande wa Kusini: + ni nzuri kwa Kusini.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Simamisha</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Chambua</translation>
    </message>
    <message>
        <source>Depth {0}</source>
        <translation>Kina {0}</translation>
    </message>
    <message>
        <source>Best line: {0}</source>
        <translation>Mfuatano bora: {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0} wins in %n move(s)</source>
        <translation>
            <numerusform>Ushindi kwa {0} baada ya hatua moja</numerusform>
            <numerusform>Ushindi kwa {0} baada ya hatua %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No threat to show: the opponent would have no move, or the same player moves again.</source>
        <translation>Hakuna tishio la kuonyesha: mpinzani hangekuwa na hatua, au mchezaji yule yule anacheza tena.</translation>
    </message>
    <message numerus="yes">
        <source>{0}&apos;s threat: {1}, capturing %n seed(s).</source>
        <translation>
            <numerusform>Tishio la {0}: {1}, linalokula kete moja.</numerusform>
            <numerusform>Tishio la {0}: {1}, linalokula kete %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}&apos;s threat: {1}, with no capture.</source>
        <translation>Tishio la {0}: {1}, bila kula.</translation>
    </message>
    <message>
        <source>The analysis stopped: {0}</source>
        <translation>Uchambuzi umesimama: {0}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to analyse.</source>
        <translation>Mchezo umekwisha: hakuna cha kuchambua.</translation>
    </message>
    <message>
        <source>Analysing… (searching deeper)</source>
        <translation>Inachambua… (inatafuta kwa kina zaidi)</translation>
    </message>
    <message>
        <source>Analysis complete.</source>
        <translation>Uchambuzi umekamilika.</translation>
    </message>
    <message>
        <source>Analysis paused.</source>
        <translation>Uchambuzi umesitishwa.</translation>
    </message>
    <message>
        <source>Press Analyse to let the engine study this position.</source>
        <translation>Bonyeza Chambua ili injini ichunguze hali hii ya mchezo.</translation>
    </message>
</context>
<context>
    <name>BackAlleyGameView</name>
    <message>
        <source>Everybody passed</source>
        <translation>Wote wamepita</translation>
    </message>
    <message>
        <source>The next dealer deals again.</source>
        <translation>Mgawaji anayefuata anagawa upya.</translation>
    </message>
    <message>
        <source>Deal {0}: your team {1:+d}, opponents {2:+d}</source>
        <translation>Mgawo {0}: timu yako {1:+d}, wapinzani {2:+d}</translation>
    </message>
    <message>
        <source>Tricks {0} – {1}; score {2} – {3}</source>
        <translation>Mizunguko {0} – {1}; alama {2} – {3}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>Pita</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Bodi</translation>
    </message>
    <message>
        <source>bid: {0}</source>
        <translation>zabuni: {0}</translation>
    </message>
    <message>
        <source>tricks: {0}</source>
        <translation>mizunguko: {0}</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>mwenzako</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>mgawaji</translation>
    </message>
    <message>
        <source>board ×{0}</source>
        <translation>Bodi ×{0}</translation>
    </message>
    <message>
        <source>contract {0}</source>
        <translation>mkataba {0}</translation>
    </message>
    <message>
        <source>Trump {0}</source>
        <translation>Turufu {0}</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Bila turufu</translation>
    </message>
    <message>
        <source>Deal {0} of {1}</source>
        <translation>Mgawo {0} kati ya {1}</translation>
    </message>
    <message>
        <source>{0} discarded {1}</source>
        <translation>Iliyotupwa na {0}: {1}</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>Timu yako</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Wapinzani</translation>
    </message>
    <message>
        <source>Back Alley — deal {0} of {1}</source>
        <translation>Back Alley — mgawo {0} kati ya {1}</translation>
    </message>
    <message>
        <source>Trump: {0} (turned up {1})</source>
        <translation>Turufu: {0} (karata iliyofunuliwa: {1})</translation>
    </message>
    <message>
        <source>No trump: {0} was turned up</source>
        <translation>Bila turufu: karata iliyofunuliwa ni {0}</translation>
    </message>
    <message>
        <source>{0} cards each</source>
        <translation>Karata {0} kila mmoja</translation>
    </message>
    <message>
        <source>Score: your team {0}, opponents {1}</source>
        <translation>Alama: timu yako {0}, wapinzani {1}</translation>
    </message>
    <message>
        <source>Trumps broken</source>
        <translation>Turufu zimeshachezwa</translation>
    </message>
    <message>
        <source>Trumps not broken yet</source>
        <translation>Turufu bado hazijachezwa</translation>
    </message>
    <message>
        <source>Opponents: computer ({0})</source>
        <translation>Wapinzani: kompyuta ({0})</translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take ({0} cards)? Board: your side takes them all.</source>
        <translation>Zabuni yako: utachukua mizunguko mingapi (karata {0})? Bodi: upande wako unachukua yote.</translation>
    </message>
    <message>
        <source>Auction so far: {0}.</source>
        <translation>Zabuni hadi sasa: {0}.</translation>
    </message>
    <message>
        <source>Typed bid: {0} (Enter bids it, another digit adds to it).</source>
        <translation>Zabuni uliyoandika: {0} (Enter inaitoa; tarakimu nyingine inaongezwa kwake).</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pita</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bodi</translation>
    </message>
    <message>
        <source>Play a card: click a bright card, then Play (Enter), or double-click it.</source>
        <translation>Cheza karata: bofya karata inayong&apos;aa, kisha Cheza (Enter), au ibofye mara mbili.</translation>
    </message>
    <message>
        <source>Follow suit if you can.</source>
        <translation>Fuata rangi ukiweza.</translation>
    </message>
    <message>
        <source>Play (Enter)</source>
        <translation>Cheza (Enter)</translation>
    </message>
    <message>
        <source>Select one card first.</source>
        <translation>Chagua karata moja kwanza.</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>Hairuhusiwi: {0}</translation>
    </message>
    <message>
        <source>{0} is not a bid you can make now; the buttons show the bids you can make.</source>
        <translation>{0} si zabuni unayoweza kutoa sasa; vitufe vinaonyesha zabuni unazoweza kutoa.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: bid {1}</source>
        <translation>{0}: zabuni {1}</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Umesalimu amri.</translation>
    </message>
    <message>
        <source>Your team wins {0} to {1}!</source>
        <translation>Timu yako imeshinda {0} kwa {1}!</translation>
    </message>
    <message>
        <source>The opponents win {0} to {1}.</source>
        <translation>Wapinzani wameshinda {0} kwa {1}.</translation>
    </message>
    <message>
        <source>A draw: {0} all.</source>
        <translation>Sare: kila upande {0}.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Mgawo</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karata</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Turufu</translation>
    </message>
    <message>
        <source>Tricks (you – them)</source>
        <translation>Mizunguko (ninyi – wao)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Alama</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Jumla</translation>
    </message>
    <message>
        <source>none</source>
        <translation>hakuna</translation>
    </message>
    <message>
        <source>Score: your team {0}, opponents {1}.</source>
        <translation>Alama: timu yako {0}, wapinzani {1}.</translation>
    </message>
    <message>
        <source>{0}: board ×{1} failed</source>
        <translation>{0}: Bodi ×{1} haikutimizwa</translation>
    </message>
    <message>
        <source>{0}: contract {1} failed</source>
        <translation>{0}: mkataba wa {1} haukutimizwa</translation>
    </message>
    <message>
        <source>{0}: board ×{1} made</source>
        <translation>{0}: Bodi ×{1} imetimizwa</translation>
    </message>
    <message>
        <source>{0}: contract {1} made</source>
        <translation>{0}: mkataba wa {1} umetimizwa</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>zabuni: Pita</translation>
    </message>
    <message>
        <source>bid: board</source>
        <translation>zabuni: Bodi</translation>
    </message>
    <message>
        <source>{0}: pass</source>
        <translation>{0}: kupita</translation>
    </message>
    <message>
        <source>{0}: board</source>
        <translation>{0}: Bodi</translation>
    </message>
    <message>
        <source>Hint: play {0}.</source>
        <translation>Dokezo: cheza {0}.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Dokezo: pita.</translation>
    </message>
    <message>
        <source>Hint: bid Board.</source>
        <translation>Dokezo: toa zabuni ya Bodi.</translation>
    </message>
    <message>
        <source>Hint: bid {0}.</source>
        <translation>Dokezo: toa zabuni ya {0}.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Funga</translation>
    </message>
</context>
<context>
    <name>BaoBoardView</name>
    <message>
        <source>Bao board</source>
        <translation>Ubao wa Bao</translation>
    </message>
</context>
<context>
    <name>BaoGameView</name>
    <message>
        <source>The computer could not choose a move: {0}</source>
        <translation>Kompyuta imeshindwa kuchagua hatua: {0}</translation>
    </message>
    <message>
        <source>That hole cannot be played now; the highlighted holes can.</source>
        <translation>Shimo hilo haliwezi kuchezwa sasa; mashimo yaliyoangaziwa yanaweza.</translation>
    </message>
    <message>
        <source>Capture! Sow the captured seeds from the left kichwa or from the right kichwa?</source>
        <translation>Kula! Panda kete ulizokula kuanzia kichwa cha kushoto au kichwa cha kulia?</translation>
    </message>
    <message>
        <source>The tax: sow two seeds from the nyumba to the left or to the right.</source>
        <translation>Kodi: panda kete mbili kutoka nyumba kwenda kushoto au kulia.</translation>
    </message>
    <message>
        <source>Clockwise &gt;</source>
        <translation>Mwendo wa saa &gt;</translation>
    </message>
    <message>
        <source>&lt; Anticlockwise</source>
        <translation>&lt; Kinyume na mwendo wa saa</translation>
    </message>
    <message>
        <source>Sow which way? Click an arrow, or press Left / Right.</source>
        <translation>Upande gani wa kupanda? Bofya mshale, au bonyeza kishale cha kushoto / kulia.</translation>
    </message>
    <message>
        <source>Your sowing ended in your nyumba. Stop here, or play the house (safari) and sow on?</source>
        <translation>Upandaji wako umeishia kwenye nyumba yako. Ulale hapa, au ucheze nyumba (safari) uendelee kupanda?</translation>
    </message>
    <message>
        <source>Stop (S)</source>
        <translation>Lala (S)</translation>
    </message>
    <message>
        <source>Safari (P)</source>
        <translation>Safari: cheza nyumba (P)</translation>
    </message>
    <message>
        <source>Looking for a hint… </source>
        <translation>Inatafuta dokezo… </translation>
    </message>
    <message>
        <source>Choose a highlighted hole to drop a seed from your ghala.</source>
        <translation>Chagua shimo lililoangaziwa uweke kete moja kutoka ghala yako.</translation>
    </message>
    <message>
        <source>Choose a highlighted hole to sow from.</source>
        <translation>Chagua shimo lililoangaziwa ili upande kete zake.</translation>
    </message>
    <message>
        <source>Stage: namua — seeds in the ghala: South {0}, North {1}</source>
        <translation>Awamu: namua — kete ghalani: Kusini {0}, Kaskazini {1}</translation>
    </message>
    <message>
        <source>Stage: mtaji — every seed is on the board</source>
        <translation>Awamu: mtaji — kete zote ziko ubaoni</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>Bao la kujifunza</source>
        <translation>Bao la kujifunza</translation>
    </message>
    <message>
        <source>From the left kichwa (A1) &gt;</source>
        <translation>Kichwa cha kushoto (A1) &gt;</translation>
    </message>
    <message>
        <source>&lt; From the right kichwa (A8)</source>
        <translation>&lt; Kichwa cha kulia (A8)</translation>
    </message>
    <message>
        <source>Capture! Sow from {0} which way? Click an arrow, or press Left / Right.</source>
        <translation>Kula! Upande gani wa kupanda kutoka {0}? Bofya mshale, au bonyeza kishale cha kushoto / kulia.</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>Hairuhusiwi: {0}</translation>
    </message>
    <message>
        <source>{0}: {1}
{2}: {3}</source>
        <translation>{0}: {1}
{2}: {3}</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>Hint: stop here. </source>
        <translation>Dokezo: lala hapa. </translation>
    </message>
    <message>
        <source>Hint: play the safari. </source>
        <translation>Dokezo: cheza safari. </translation>
    </message>
    <message>
        <source>Hint: {0}, clockwise. </source>
        <translation>Dokezo: {0}, kwa mwendo wa saa. </translation>
    </message>
    <message>
        <source>Hint: {0}, anticlockwise. </source>
        <translation>Dokezo: {0}, kinyume na mwendo wa saa. </translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Mchezaji 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Mchezaji 2</translation>
    </message>
    <message>
        <source>Computer ({0})</source>
        <translation>Kompyuta ({0})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Wewe</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Mpinzani</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>Ushindi kwa {0}!</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>{0} anafikiri…</translation>
    </message>
    <message>
        <source>{0} is sowing…</source>
        <translation>{0} anapanda…</translation>
    </message>
    <message>
        <source>Your move ({0})</source>
        <translation>Zamu yako ({0})</translation>
    </message>
    <message>
        <source>{0} to move</source>
        <translation>Zamu ya {0}</translation>
    </message>
    <message>
        <source>{0} resigned.</source>
        <translation>{0} amesalimu amri.</translation>
    </message>
    <message>
        <source>{0}&apos;s front row is empty.</source>
        <translation>Mstari wa mbele wa {0} hauna kete.</translation>
    </message>
    <message>
        <source>{0} has no legal move.</source>
        <translation>{0} hana hatua halali.</translation>
    </message>
    <message>
        <source>Start a new game with Ctrl+N.</source>
        <translation>Anza mchezo mpya kwa Ctrl+N.</translation>
    </message>
    <message>
        <source>{0} stop</source>
        <comment>move log: the sowing ended in the nyumba and the player stopped</comment>
        <translation>{0} lala</translation>
    </message>
    <message>
        <source>{0} safari</source>
        <comment>move log: the sowing ended in the nyumba and the player played the house</comment>
        <translation>{0} safari</translation>
    </message>
    <message>
        <source>The moves could not be worked out: {0}</source>
        <translation>Hatua halali hazikuweza kupatikana: {0}</translation>
    </message>
    <message>
        <source>Working out the moves…</source>
        <translation>Inatafuta hatua halali…</translation>
    </message>
    <message>
        <source>Takasia: the opponent threatens to capture this hole, so it may not start a sowing this turn, and a relay ending here stops.</source>
        <translation>Takasia: mpinzani anatishia kula shimo hili, kwa hiyo halianzishi upandaji katika duru hii, na kuendelea kunakoishia hapa kunasimama.</translation>
    </message>
    <message>
        <source>The start of the game is shown; the game itself is unchanged.</source>
        <translation>Mwanzo wa mchezo unaonyeshwa; mchezo wenyewe haujabadilika.</translation>
    </message>
    <message>
        <source>The position after action {0} of {1} is shown ({2}); the game itself is unchanged.</source>
        <translation>Hali baada ya kitendo {0} kati ya {1} inaonyeshwa ({2}); mchezo wenyewe haujabadilika.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Rudi kwenye mchezo</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Cheza kuanzia hapa</translation>
    </message>
    <message>
        <source>Left / Right: step, Home / End: first / last, Esc: back to the game.</source>
        <translation>Kushoto / Kulia: hatua moja, Home / End: mwanzo / mwisho, Esc: rudi kwenye mchezo.</translation>
    </message>
</context>
<context>
    <name>BaoMoveText</name>
    <message>
        <source>{0}: stopped in the nyumba.</source>
        <translation>{0}: amelala kwenye nyumba.</translation>
    </message>
    <message numerus="yes">
        <source>{0}: played the house (safari) and sowed its %n seed(s) clockwise.</source>
        <translation>
            <numerusform>{0}: amecheza nyumba (safari) na kupanda kete yake moja kwa mwendo wa saa.</numerusform>
            <numerusform>{0}: amecheza nyumba (safari) na kupanda kete zake %n kwa mwendo wa saa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: played the house (safari) and sowed its %n seed(s) anticlockwise.</source>
        <translation>
            <numerusform>{0}: amecheza nyumba (safari) na kupanda kete yake moja kinyume na mwendo wa saa.</numerusform>
            <numerusform>{0}: amecheza nyumba (safari) na kupanda kete zake %n kinyume na mwendo wa saa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: the tax, a seed from the ghala into the nyumba and %n of its seeds sown clockwise.</source>
        <translation>
            <numerusform>{0}: kodi, kete moja kutoka ghala imewekwa kwenye nyumba na kete yake moja imepandwa kwa mwendo wa saa.</numerusform>
            <numerusform>{0}: kodi, kete moja kutoka ghala imewekwa kwenye nyumba na kete zake %n zimepandwa kwa mwendo wa saa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: the tax, a seed from the ghala into the nyumba and %n of its seeds sown anticlockwise.</source>
        <translation>
            <numerusform>{0}: kodi, kete moja kutoka ghala imewekwa kwenye nyumba na kete yake moja imepandwa kinyume na mwendo wa saa.</numerusform>
            <numerusform>{0}: kodi, kete moja kutoka ghala imewekwa kwenye nyumba na kete zake %n zimepandwa kinyume na mwendo wa saa.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: a seed from the ghala into {1}, which captures.</source>
        <translation>{0}: kete moja kutoka ghala imewekwa kwenye {1}, na shimo hilo linakula.</translation>
    </message>
    <message numerus="yes">
        <source>{0}: a seed from the ghala into {1}, then its %n seed(s) sown clockwise.</source>
        <translation>
            <numerusform>{0}: kete moja kutoka ghala imewekwa kwenye {1}, kisha kete yake moja imepandwa kwa mwendo wa saa.</numerusform>
            <numerusform>{0}: kete moja kutoka ghala imewekwa kwenye {1}, kisha kete zake %n zimepandwa kwa mwendo wa saa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: a seed from the ghala into {1}, then its %n seed(s) sown anticlockwise.</source>
        <translation>
            <numerusform>{0}: kete moja kutoka ghala imewekwa kwenye {1}, kisha kete yake moja imepandwa kinyume na mwendo wa saa.</numerusform>
            <numerusform>{0}: kete moja kutoka ghala imewekwa kwenye {1}, kisha kete zake %n zimepandwa kinyume na mwendo wa saa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n seed(s) from {1} sown clockwise.</source>
        <translation>
            <numerusform>{0}: kete moja kutoka {1} imepandwa kwa mwendo wa saa.</numerusform>
            <numerusform>{0}: kete %n kutoka {1} zimepandwa kwa mwendo wa saa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n seed(s) from {1} sown anticlockwise.</source>
        <translation>
            <numerusform>{0}: kete moja kutoka {1} imepandwa kinyume na mwendo wa saa.</numerusform>
            <numerusform>{0}: kete %n kutoka {1} zimepandwa kinyume na mwendo wa saa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Captured %n seed(s) from the opponent&apos;s {0}, sown from the kichwa A1 clockwise.</source>
        <translation>
            <numerusform>Kete moja imeliwa kutoka shimo {0} la mpinzani na kupandwa kuanzia kichwa A1 kwa mwendo wa saa.</numerusform>
            <numerusform>Kete %n zimeliwa kutoka shimo {0} la mpinzani na kupandwa kuanzia kichwa A1 kwa mwendo wa saa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Captured %n seed(s) from the opponent&apos;s {0}, sown from the kichwa A8 anticlockwise.</source>
        <translation>
            <numerusform>Kete moja imeliwa kutoka shimo {0} la mpinzani na kupandwa kuanzia kichwa A8 kinyume na mwendo wa saa.</numerusform>
            <numerusform>Kete %n zimeliwa kutoka shimo {0} la mpinzani na kupandwa kuanzia kichwa A8 kinyume na mwendo wa saa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Relay at {0} with %n seed(s).</source>
        <translation>
            <numerusform>Kuendelea kutoka {0} kwa kete moja.</numerusform>
            <numerusform>Kuendelea kutoka {0} kwa kete %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Relays at {0}.</source>
        <comment>the relay holes in order, each with the seeds lifted there</comment>
        <translation>Kuendelea kutoka {0}.</translation>
    </message>
    <message>
        <source>Ended in {0}.</source>
        <translation>Upandaji umeishia kwenye {0}.</translation>
    </message>
    <message>
        <source>Ended in the nyumba, which stops the sowing.</source>
        <translation>Upandaji umeishia kwenye nyumba, nao unakoma hapo.</translation>
    </message>
    <message>
        <source>Ended in the nyumba: stop, or play the house (safari)?</source>
        <translation>Upandaji umeishia kwenye nyumba: kulala, au kucheza nyumba (safari)?</translation>
    </message>
    <message>
        <source>Stopped in the nyumba.</source>
        <translation>Amelala kwenye nyumba.</translation>
    </message>
    <message>
        <source>Ended in {0}, which is takasia&apos;d this turn: the sowing stops there.</source>
        <translation>Upandaji umeishia kwenye {0}, shimo lililozuiwa kwa takasia zamu hii: unakoma hapo.</translation>
    </message>
    <message>
        <source>{0}&apos;s front row is empty: {1} wins.</source>
        <translation>Mstari wa mbele wa {0} hauna kete: ushindi kwa {1}.</translation>
    </message>
    <message>
        <source>{0} has no legal move: {1} wins.</source>
        <translation>{0} hana hatua halali: ushindi kwa {1}.</translation>
    </message>
    <message>
        <source>{0} no longer owns the nyumba.</source>
        <translation>{0} hana nyumba tena.</translation>
    </message>
    <message numerus="yes">
        <source>Safari: the house is played and its %n seed(s) sown on.</source>
        <translation>
            <numerusform>Safari: nyumba imechezwa na kete yake moja imepandwa mbele.</numerusform>
            <numerusform>Safari: nyumba imechezwa na kete zake %n zimepandwa mbele.</numerusform>
        </translation>
    </message>
    <message>
        <source>Takasia: the opponent&apos;s {0} is blocked for one turn.</source>
        <translation>Takasia: shimo {0} la mpinzani limezuiwa kwa zamu moja.</translation>
    </message>
</context>
<context>
    <name>BaoPanel</name>
    <message>
        <source>The computer is thinking</source>
        <translation>Kompyuta inafikiri</translation>
    </message>
    <message>
        <source>Choose another hole</source>
        <translation>Chagua shimo jingine</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Tendua</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dokezo</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Salimu amri</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Kumbukumbu ya hatua</translation>
    </message>
    <message>
        <source>The last move</source>
        <translation>Hatua ya mwisho</translation>
    </message>
</context>
<context>
    <name>BaoStudy</name>
    <message>
        <source>&amp;Study</source>
        <translation>&amp;Jifunze</translation>
    </message>
    <message>
        <source>&amp;Save Game Record…</source>
        <translation>&amp;Hifadhi rekodi ya mchezo…</translation>
    </message>
    <message>
        <source>&amp;Open Game Record…</source>
        <translation>&amp;Fungua rekodi ya mchezo…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Record</source>
        <translation>&amp;Nakili rekodi ya mchezo</translation>
    </message>
    <message>
        <source>&amp;Paste Game Record</source>
        <translation>&amp;Bandika rekodi ya mchezo</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>Rudia &amp;hatua</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Rudi kwenye mchezo</translation>
    </message>
    <message>
        <source>Re&amp;play the Game</source>
        <translation>Onyesha mchezo &amp;tena</translation>
    </message>
    <message>
        <source>Continue from Here Against the &amp;Computer</source>
        <translation>Cheza kuanzia hapa dhidi ya &amp;kompyuta</translation>
    </message>
    <message>
        <source>Continue from Here Against a P&amp;erson</source>
        <translation>Cheza kuanzia hapa dhidi ya &amp;mtu</translation>
    </message>
    <message>
        <source>Position &amp;Editor…</source>
        <translation>&amp;Kihariri cha hali ya mchezo…</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Uchambuzi</translation>
    </message>
    <message>
        <source>Check the Game for &amp;Blunders</source>
        <translation>Kagua mchezo kutafuta &amp;makosa makubwa</translation>
    </message>
    <message>
        <source>&amp;Hole Names on the Board</source>
        <translation>Majina ya &amp;mashimo ubaoni</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Hakuna</translation>
    </message>
    <message>
        <source>The Side to Move&apos;s Holes</source>
        <translation>Mashimo ya mwenye zamu</translation>
    </message>
    <message>
        <source>Both Sides&apos; Holes</source>
        <translation>Mashimo ya pande zote mbili</translation>
    </message>
    <message>
        <source>Stop the &amp;Replay</source>
        <translation>&amp;Simamisha marudio</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation>Hifadhi rekodi ya mchezo</translation>
    </message>
    <message>
        <source>Bao game records (*{0})</source>
        <translation>Rekodi za michezo ya Bao (*{0})</translation>
    </message>
    <message>
        <source>The game record could not be saved: {0}</source>
        <translation>Rekodi ya mchezo haikuweza kuhifadhiwa: {0}</translation>
    </message>
    <message>
        <source>Game record saved.</source>
        <translation>Rekodi ya mchezo imehifadhiwa.</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Fungua rekodi ya mchezo</translation>
    </message>
    <message>
        <source>Bao game records (*{0});;All files (*)</source>
        <translation>Rekodi za michezo ya Bao (*{0});;Faili zote (*)</translation>
    </message>
    <message>
        <source>The file could not be read: {0}</source>
        <translation>Faili haikuweza kusomwa: {0}</translation>
    </message>
    <message>
        <source>Game record copied.</source>
        <translation>Rekodi ya mchezo imenakiliwa.</translation>
    </message>
    <message>
        <source>This is not a valid Bao game record. Line {0}: {1}</source>
        <translation>Hii si rekodi halali ya mchezo wa Bao. Mstari {0}: {1}</translation>
    </message>
    <message>
        <source>This is not a valid Bao game record: {0}</source>
        <translation>Hii si rekodi halali ya mchezo wa Bao: {0}</translation>
    </message>
    <message>
        <source>Game record opened: use the move list to go through it.</source>
        <translation>Rekodi ya mchezo imefunguliwa: tumia kumbukumbu ya hatua kuipitia.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Fungua mchezo</translation>
    </message>
    <message>
        <source>Abandon the current game? Against the computer it counts as a loss.</source>
        <translation>Uache mchezo huu? Dhidi ya kompyuta, hii inahesabiwa kama kushindwa.</translation>
    </message>
    <message>
        <source>Game record</source>
        <translation>Rekodi ya mchezo</translation>
    </message>
    <message>
        <source>Checking the game for blunders…</source>
        <translation>Inakagua mchezo kutafuta makosa makubwa…</translation>
    </message>
</context>
<context>
    <name>CardGameView</name>
    <message>
        <source>The computer could not choose a move: {0}</source>
        <translation>Kompyuta imeshindwa kuchagua hatua: {0}</translation>
    </message>
    <message>
        <source>That card cannot be played now; the bright cards can.</source>
        <translation>Karata hiyo haiwezi kuchezwa sasa; karata zinazong&apos;aa zinaweza.</translation>
    </message>
    <message>
        <source>That is not possible now; the buttons show what you can do.</source>
        <translation>Hilo haliwezekani sasa; vitufe vinaonyesha unachoweza kufanya.</translation>
    </message>
    <message>
        <source>Click or press Enter to continue.</source>
        <translation>Bofya au bonyeza Enter ili kuendelea.</translation>
    </message>
    <message>
        <source>{0} (computer)</source>
        <translation>{0} (kompyuta)</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>Hairuhusiwi: {0}</translation>
    </message>
    <message>
        <source>Score sheet: see the panel. New game: Ctrl+N.</source>
        <translation>Jedwali la alama: tazama paneli. Mchezo mpya: Ctrl+N.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Inatafuta dokezo…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Mchezo umekwisha</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>{0} anafikiri…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Zamu yako</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>Zamu ya {0}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Jedwali la alama</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Mzunguko uliopita</translation>
    </message>
    <message>
        <source>You won this trick.</source>
        <translation>Umeshinda mzunguko huu.</translation>
    </message>
    <message>
        <source>Won by {0}.</source>
        <translation>Mshindi wa mzunguko: {0}.</translation>
    </message>
    <message>
        <source>You are out in place {0}: your result is counted. The others play on.</source>
        <translation>Umetoka, nafasi ya {0}: matokeo yako yamehesabiwa. Wengine wanaendelea kucheza.</translation>
    </message>
    <message>
        <source>Finish quickly</source>
        <translation>Maliza haraka</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message>
        <source>The computer is thinking</source>
        <translation>Kompyuta inafikiri</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Mzunguko uliopita</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Alama</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Tendua</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dokezo</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Salimu amri</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Kumbukumbu ya hatua</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>You</source>
        <translation>Wewe</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Big Blooper</source>
        <translation>Big Blooper</translation>
    </message>
    <message>
        <source>Little Blooper</source>
        <translation>Little Blooper</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>pau</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>kisu</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kopa</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>jembe</translation>
    </message>
</context>
<context>
    <name>Claims</name>
    <message>
        <source>Claim accepted: your team takes every remaining trick and all its points.</source>
        <translation>Dai limekubaliwa: timu yako inachukua mizunguko yote iliyobaki na pointi zake zote.</translation>
    </message>
    <message>
        <source>Claim accepted: your team takes every remaining trick.</source>
        <translation>Dai limekubaliwa: timu yako inachukua mizunguko yote iliyobaki.</translation>
    </message>
    <message>
        <source>Claim refused: the other team could still win the trick being played.</source>
        <translation>Dai limekataliwa: timu nyingine bado inaweza kushinda mzunguko unaochezwa sasa.</translation>
    </message>
    <message>
        <source>Claim refused: with some play of the cards, the other team still wins a later trick.</source>
        <translation>Dai limekataliwa: karata zikichezwa kwa namna fulani, timu nyingine bado inashinda mzunguko wa baadaye.</translation>
    </message>
    <message>
        <source>You can claim only while the cards are being played.</source>
        <translation>Unaweza kudai tu wakati karata zinachezwa.</translation>
    </message>
    <message>
        <source>Claim once the stock is empty: until then nobody knows who will draw which card.</source>
        <translation>Dai baada ya akiba kwisha: hadi hapo hakuna ajuaye nani atachukua karata ipi.</translation>
    </message>
    <message>
        <source>Svoi Kozyri has no claims: there are no tricks, and any player may still pick up from the pile.</source>
        <translation>Svoi Kozyri haina madai: hakuna mizunguko, na mchezaji yeyote bado anaweza kuokota kutoka kwenye rundo.</translation>
    </message>
    <message>
        <source>Too many cards are left to check this claim; try again after a few tricks.</source>
        <translation>Karata zilizobaki ni nyingi mno kuhakiki dai hili; jaribu tena baada ya mizunguko michache.</translation>
    </message>
    <message>
        <source>{0} claimed the remaining tricks: your team takes them all, whatever anyone plays.</source>
        <translation>{0} amedai mizunguko iliyobaki: timu yako inaichukua yote, vyovyote watakavyocheza.</translation>
    </message>
    <message>
        <source>{0} claimed the remaining tricks: their team takes them all, whatever anyone plays.</source>
        <translation>{0} amedai mizunguko iliyobaki: timu yao inaichukua yote, vyovyote watakavyocheza.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>The file is too large ({0} MB; Jadi&apos;s files are never larger than {1} MB).</source>
        <translation>Faili ni kubwa mno ({0} MB; faili za Jadi hazizidi {1} MB).</translation>
    </message>
    <message>
        <source>The file is too large.</source>
        <translation>Faili ni kubwa mno.</translation>
    </message>
    <message>
        <source>The file is nested too deeply to be one of Jadi&apos;s files.</source>
        <translation>Faili ina ngazi nyingi mno za ndani; haiwezi kuwa faili ya Jadi.</translation>
    </message>
    <message>
        <source>There is a folder or something else that is not a file in its place.</source>
        <translation>Mahali pake pana folda au kitu kingine kisicho faili.</translation>
    </message>
    <message>
        <source>The file does not contain what Jadi saves there.</source>
        <translation>Faili haina kile ambacho Jadi huhifadhi humo.</translation>
    </message>
    <message>
        <source>The game in the file is not a valid position.</source>
        <translation>Mchezo uliohifadhiwa kwenye faili hauko katika hali halali.</translation>
    </message>
    <message>
        <source>The file is damaged.</source>
        <translation>Faili imeharibika.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Diski imejaa.</translation>
    </message>
    <message>
        <source>The disk or folder is read-only.</source>
        <translation>Diski au folda inaruhusu kusoma tu.</translation>
    </message>
    <message>
        <source>Jadi has no permission to use this file or its folder.</source>
        <translation>Jadi haina ruhusa ya kutumia faili hii au folda yake.</translation>
    </message>
    <message>
        <source>A file is in the place of one of its folders.</source>
        <translation>Mahali pa mojawapo ya folda zake pana faili.</translation>
    </message>
    <message>
        <source>The disk reported an error.</source>
        <translation>Diski imeripoti hitilafu.</translation>
    </message>
    <message>
        <source>The system reported: {0}.</source>
        <translation>Mfumo umeripoti: {0}.</translation>
    </message>
    <message>
        <source>The file was kept as {0}.</source>
        <translation>Faili imehifadhiwa kama {0}.</translation>
    </message>
    <message>
        <source>The file could not be moved aside, so it was left where it is and is not used.</source>
        <translation>Faili haikuweza kuwekwa kando, kwa hiyo imeachwa mahali ilipo na haitumiki.</translation>
    </message>
    <message>
        <source>A file was in the place of Jadi&apos;s folder {0}; the file was kept as {1}.</source>
        <translation>Palikuwa na faili mahali pa folda ya Jadi {0}; faili hiyo imehifadhiwa kama {1}.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation>Cheza</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Inakuja hivi karibuni</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Endelea</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>Cheza {0}</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Jifunze</translation>
    </message>
    <message>
        <source>Learn {0}: tutorial</source>
        <translation>Jifunze {0}: mafunzo</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>Bao &amp;Position Editor…</source>
        <translation>&amp;Kihariri cha hali ya Bao…</translation>
    </message>
    <message>
        <source>Kozel</source>
        <translation>Kozel</translation>
    </message>
    <message>
        <source>Svoi Kozyri</source>
        <translation>Svoi Kozyri</translation>
    </message>
    <message>
        <source>Back Alley</source>
        <translation>Back Alley</translation>
    </message>
    <message>
        <source>The great mancala of East Africa: sow, capture and relay on a 4×8 board.</source>
        <translation>Bao kuu la Afrika Mashariki: panda, kula na endelea kwenye ubao wa mashimo 4×8.</translation>
    </message>
    <message>
        <source>A card game for two teams of two: win the points and leave the others the goat.</source>
        <translation>Mchezo wa karata kwa timu mbili za watu wawili: shinda pointi na uwaache wengine wawe mbuzi.</translation>
    </message>
    <message>
        <source>Every player has a trump suit of their own: be the first to shed your cards.</source>
        <translation>Kila mchezaji ana rangi yake ya turufu: kuwa wa kwanza kumaliza karata zako.</translation>
    </message>
    <message>
        <source>Bid and take tricks with your partner; two jokers are the highest trumps.</source>
        <translation>Toa zabuni na uchukue mizunguko pamoja na mwenzako; jokari mbili ndizo turufu za juu kabisa.</translation>
    </message>
</context>
<context>
    <name>HintReasons</name>
    <message numerus="yes">
        <source>It wins the trick for your team: %n point(s).</source>
        <translation>
            <numerusform>Inashinda mzunguko kwa timu yako: pointi moja.</numerusform>
            <numerusform>Inashinda mzunguko kwa timu yako: pointi %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your partner wins this trick, so your %n point(s) go to your team.</source>
        <translation>
            <numerusform>Mwenzako anashinda mzunguko huu, kwa hiyo pointi yako moja inaenda kwa timu yako.</numerusform>
            <numerusform>Mwenzako anashinda mzunguko huu, kwa hiyo pointi zako %n zinaenda kwa timu yako.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A lead of %n cards: the others must beat every one of them or give as many cards.</source>
        <translation>
            <numerusform>Kuanza kwa karata moja: wengine lazima waipige au watoe karata moja.</numerusform>
            <numerusform>Kuanza kwa karata %n: wengine lazima wazipige zote au watoe karata nyingi vivyo hivyo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the deals the computer tried, your team took about %n trick(s).</source>
        <translation>
            <numerusform>Katika migawo ambayo kompyuta ilijaribu, timu yako ilichukua takriban mzunguko mmoja.</numerusform>
            <numerusform>Katika migawo ambayo kompyuta ilijaribu, timu yako ilichukua takriban mizunguko %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Picking up %n card(s) costs less than beating now.</source>
        <translation>
            <numerusform>Kuokota karata moja kunagharimu kidogo kuliko kupiga sasa.</numerusform>
            <numerusform>Kuokota karata %n kunagharimu kidogo kuliko kupiga sasa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your team took every trick in {0}% of the deals the computer tried.</source>
        <translation>Timu yako ilichukua mizunguko yote katika {0}% ya migawo ambayo kompyuta ilijaribu.</translation>
    </message>
    <message>
        <source>It is your only move.</source>
        <translation>Ndiyo hatua yako pekee.</translation>
    </message>
    <message>
        <source>It wins the trick for your team.</source>
        <translation>Inashinda mzunguko kwa timu yako.</translation>
    </message>
    <message>
        <source>It beats the winning card, though a later player may still beat it.</source>
        <translation>Inapiga karata inayoshinda, ingawa mchezaji anayefuata bado anaweza kuipiga.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick.</source>
        <translation>Mwenzako ndiye anayeshinda mzunguko.</translation>
    </message>
    <message>
        <source>It keeps your trump for later.</source>
        <translation>Inahifadhi turufu yako kwa baadaye.</translation>
    </message>
    <message>
        <source>Nothing you hold wins this trick, so your cheapest card goes.</source>
        <translation>Hakuna karata yako inayoshinda mzunguko huu, kwa hiyo inaenda karata yako ya bei nafuu zaidi.</translation>
    </message>
    <message>
        <source>Nobody can beat this lead.</source>
        <translation>Hakuna anayeweza kupiga karata hii ya kuanzia.</translation>
    </message>
    <message>
        <source>Your highest trump draws out the other players&apos; trumps.</source>
        <translation>Turufu yako ya juu kabisa inawalazimisha wachezaji wengine kutoa turufu zao.</translation>
    </message>
    <message>
        <source>It is your lowest card of the suit, so your strong cards stay in your hand.</source>
        <translation>Ni karata yako ya chini kabisa ya rangi hiyo, kwa hiyo karata zako zenye nguvu zinabaki mkononi.</translation>
    </message>
    <message>
        <source>Your four cards of one suit take over the trick.</source>
        <translation>Karata zako nne za rangi moja zinachukua mzunguko.</translation>
    </message>
    <message>
        <source>In the deals the computer tried, your team hardly took a trick.</source>
        <translation>Katika migawo ambayo kompyuta ilijaribu, timu yako haikuchukua mzunguko karibu hata mmoja.</translation>
    </message>
    <message>
        <source>It is the lowest card that beats the top card.</source>
        <translation>Ni karata ya chini kabisa inayopiga karata ya juu.</translation>
    </message>
    <message>
        <source>Only a card of your own trump suit beats the top card.</source>
        <translation>Ni karata ya rangi yako ya turufu pekee inayopiga karata ya juu.</translation>
    </message>
    <message>
        <source>The next player can hardly beat this card.</source>
        <translation>Mchezaji anayefuata hawezi kupiga karata hii kwa urahisi.</translation>
    </message>
    <message>
        <source>Before the deal, every suit is as good as another.</source>
        <translation>Kabla ya kugawa karata, kila rangi ni sawa na nyingine.</translation>
    </message>
    <message>
        <source>It did best in the games the computer played out from here.</source>
        <translation>Ilifanya vizuri zaidi katika michezo ambayo kompyuta ilicheza hadi mwisho kutoka hapa.</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Jadi</source>
        <translation>Jadi</translation>
    </message>
    <message>
        <source>Traditional games from around the world: play a strong computer, or friends online.</source>
        <translation>Michezo ya jadi kutoka pande zote za dunia: cheza na kompyuta hodari, au na marafiki mtandaoni.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Sheria</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Takwimu</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Mipangilio</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Cheza mtandaoni</translation>
    </message>
    <message>
        <source>Rejoin online table {0}</source>
        <translation>Rudi kwenye meza ya mtandaoni {0}</translation>
    </message>
    <message>
        <source>Continue: {0}</source>
        <translation>Endelea: {0}</translation>
    </message>
</context>
<context>
    <name>KozelGameView</name>
    <message>
        <source>{0} pulls!</source>
        <translation>{0}: kuvuta!</translation>
    </message>
    <message>
        <source>Four cards of one suit: the played cards go back.</source>
        <translation>Karata nne za rangi moja: karata zilizochezwa zinarudishwa.</translation>
    </message>
    <message>
        <source>Eggs: 60 – 60, nobody gets loss points.</source>
        <translation>Mayai: 60 – 60, hakuna anayepata pointi za kushindwa.</translation>
    </message>
    <message>
        <source>Your team gets {0} loss points.</source>
        <translation>Timu yako inapata pointi {0} za kushindwa.</translation>
    </message>
    <message>
        <source>The opponents get {0} loss points.</source>
        <translation>Wapinzani wanapata pointi {0} za kushindwa.</translation>
    </message>
    <message>
        <source>Card points: your team {0}, opponents {1}</source>
        <translation>Pointi za karata: timu yako {0}, wapinzani {1}</translation>
    </message>
    <message>
        <source>cards: {0}</source>
        <translation>karata: {0}</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>mwenzako</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>mgawaji</translation>
    </message>
    <message>
        <source>holds {0}</source>
        <translation>ana {0}</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>Akiba: {0}</translation>
    </message>
    <message>
        <source>{0} drew {1}</source>
        <translation>{1} imechukuliwa na {0}</translation>
    </message>
    <message>
        <source>Trump {0}</source>
        <translation>Turufu {0}</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>Timu yako</translation>
    </message>
    <message>
        <source>tricks: {0}</source>
        <translation>mizunguko: {0}</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Wapinzani</translation>
    </message>
    <message>
        <source>Kozel — game {0}</source>
        <translation>Kozel — mchezo {0}</translation>
    </message>
    <message>
        <source>Trump: {0} (the shown card {1})</source>
        <translation>Turufu: {0} (karata iliyoonyeshwa: {1})</translation>
    </message>
    <message numerus="yes">
        <source>Beat the winning cards or discard face down: select %n card(s), then Beat or Discard.</source>
        <translation>
            <numerusform>Piga karata inayoshinda au tupa kifudifudi: chagua karata moja, kisha Piga au Tupa.</numerusform>
            <numerusform>Piga karata zinazoshinda au tupa kifudifudi: chagua karata %n, kisha Piga au Tupa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: discard %n card(s) face down</source>
        <translation>
            <numerusform>{0}: kutupa karata moja kifudifudi</numerusform>
            <numerusform>{0}: kutupa karata %n kifudifudi</numerusform>
        </translation>
    </message>
    <message>
        <source>Loss points: your team {0}, opponents {1} (the goat at {2})</source>
        <translation>Pointi za kushindwa: timu yako {0}, wapinzani {1} (mbuzi ni {2})</translation>
    </message>
    <message>
        <source>Points seen in the piles: yours {0}, theirs {1}</source>
        <translation>Pointi zinazoonekana kwenye marundo: zenu {0}, zao {1}</translation>
    </message>
    <message>
        <source>Opponents: computer ({0})</source>
        <translation>Wapinzani: kompyuta ({0})</translation>
    </message>
    <message>
        <source>Your lead: click one or more cards of one suit, then Lead (Enter).</source>
        <translation>Ni zamu yako kuanza: bofya karata moja au zaidi za rangi moja, kisha Anza (Enter).</translation>
    </message>
    <message>
        <source>Lead ({0} selected)</source>
        <translation>Anza (umechagua {0})</translation>
    </message>
    <message>
        <source>Beat (B)</source>
        <translation>Piga (B)</translation>
    </message>
    <message>
        <source>Discard (D)</source>
        <translation>Tupa (D)</translation>
    </message>
    <message numerus="yes">
        <source>Nothing in your hand can beat the winning cards: select %n card(s) to discard face down.</source>
        <translation>
            <numerusform>Huna karata inayoweza kupiga karata inayoshinda: chagua karata moja uitupe kifudifudi.</numerusform>
            <numerusform>Huna karata inayoweza kupiga karata zinazoshinda: chagua karata %n uzitupe kifudifudi.</numerusform>
        </translation>
    </message>
    <message>
        <source>You hold four cards of one suit: you may pull (P).</source>
        <translation>Una karata nne za rangi moja: unaweza kuvuta (P).</translation>
    </message>
    <message>
        <source>Pull (P)</source>
        <translation>Vuta (P)</translation>
    </message>
    <message>
        <source>Select your cards first.</source>
        <translation>Chagua karata zako kwanza.</translation>
    </message>
    <message>
        <source>{0}: pull</source>
        <translation>{0}: kuvuta</translation>
    </message>
    <message>
        <source>{0}: lead {1}</source>
        <translation>{0}: kuanza na {1}</translation>
    </message>
    <message>
        <source>{0}: beat with {1}</source>
        <translation>{0}: kupiga kwa {1}</translation>
    </message>
    <message>
        <source>{0}: discard {1}</source>
        <translation>{0}: kutupa {1}</translation>
    </message>
    <message>
        <source>Resign the whole match? Your team will be the goat.</source>
        <translation>Je, unataka kusalimu amri katika mechi nzima? Timu yako itakuwa mbuzi.</translation>
    </message>
    <message>
        <source>You resigned: your team is the goat.</source>
        <translation>Umesalimu amri: timu yako ni mbuzi.</translation>
    </message>
    <message>
        <source>Your team wins the match: the opponents are the goat!</source>
        <translation>Timu yako imeshinda mechi: wapinzani ndio mbuzi!</translation>
    </message>
    <message>
        <source>Your team is the goat: the opponents win the match.</source>
        <translation>Timu yako ndiyo mbuzi: wapinzani wameshinda mechi.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Mchezo</translation>
    </message>
    <message>
        <source>Card points (you – them)</source>
        <translation>Pointi za karata (ninyi – wao)</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Mizunguko</translation>
    </message>
    <message>
        <source>Loss points given</source>
        <translation>Pointi za kushindwa zilizotolewa</translation>
    </message>
    <message>
        <source>Loss points total</source>
        <translation>Jumla ya pointi za kushindwa</translation>
    </message>
    <message>
        <source>eggs</source>
        <translation>mayai</translation>
    </message>
    <message>
        <source>(doubled)</source>
        <translation>(mara mbili)</translation>
    </message>
    <message>
        <source>Loss points: your team {0}, opponents {1}; a team reaching {2} is the goat.</source>
        <translation>Pointi za kushindwa: timu yako {0}, wapinzani {1}; timu itakayofikia {2} ndiyo mbuzi.</translation>
    </message>
    <message>
        <source>You pull!</source>
        <translation>Unavuta!</translation>
    </message>
    <message>
        <source>Hint: pull.</source>
        <translation>Dokezo: vuta.</translation>
    </message>
    <message>
        <source>Hint: lead {0}.</source>
        <translation>Dokezo: anza kwa {0}.</translation>
    </message>
    <message>
        <source>Hint: beat with {0}.</source>
        <translation>Dokezo: piga kwa {0}.</translation>
    </message>
    <message>
        <source>Hint: discard {0}.</source>
        <translation>Dokezo: tupa {0}.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Rahisi</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Wastani</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Ngumu</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Bingwa</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>The language {0} is not available; English is used.</source>
        <translation>Lugha {0} haipatikani; Kiingereza kinatumika.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Jadi</source>
        <translation>Jadi</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>Mchezo &amp;mpya</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>M&amp;wanzo</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>Tendua &amp;hatua</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dokezo</translation>
    </message>
    <message>
        <source>&amp;Finish Animation</source>
        <translation>Maliza &amp;uhuishaji</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>&amp;Salimu amri…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Takwimu</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Mi&amp;pangilio…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ondoka</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Skrini &amp;nzima</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Sheria</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Njia za mkato za kibodi</translation>
    </message>
    <message>
        <source>&amp;About Jadi</source>
        <translation>&amp;Kuhusu Jadi</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Kuhusu &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Mchezo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Mw&amp;onekano</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Kasi ya uhuishaji</translation>
    </message>
    <message>
        <source>Computer S&amp;trength</source>
        <translation>&amp;Uwezo wa kompyuta</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>M&amp;saada</translation>
    </message>
    <message>
        <source>{0} is coming soon.</source>
        <translation>{0} inakuja hivi karibuni.</translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one? Against the computer it counts as a loss.</source>
        <translation>Uache mchezo huu na uanze mpya? Dhidi ya kompyuta, hii inahesabiwa kama kushindwa.</translation>
    </message>
    <message>
        <source>Jadi — {0}</source>
        <translation>Jadi — {0}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Salimu amri</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Je, unataka kusalimu amri katika mchezo huu?</translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one?</source>
        <translation>Uache mchezo huu na uanze mpya?</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Njia za mkato za kibodi</translation>
    </message>
    <message>
        <source>About Jadi</source>
        <translation>Kuhusu Jadi</translation>
    </message>
    <message>
        <source>This language is not available yet.</source>
        <translation>Lugha hii bado haipatikani.</translation>
    </message>
    <message>
        <source>The new strength applies from the next game.</source>
        <translation>Uwezo mpya utatumika kuanzia mchezo ujao.</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Sauti</translation>
    </message>
    <message>
        <source>&amp;Claim the Remaining Tricks</source>
        <translation>&amp;Dai mizunguko iliyobaki</translation>
    </message>
    <message>
        <source>Re&amp;view Deals…</source>
        <translation>&amp;Pitia migawo…</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>{0} (you)</source>
        <translation>{0} (wewe)</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>Say…</source>
        <translation>Sema…</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Cheza tena</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Ondoka mezani</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Mtu</translation>
    </message>
    <message>
        <source>Computer ({0})</source>
        <translation>Kompyuta ({0})</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Yupo mtandaoni</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Inaunganisha upya…</translation>
    </message>
    <message>
        <source>Away: the computer plays for them</source>
        <translation>Hayupo: kompyuta inamchezea</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuta</translation>
    </message>
    <message>
        <source>Free seat</source>
        <translation>Kiti kilicho wazi</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Inaunganisha…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Imeunganishwa</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Muunganisho umekatika: inaunganisha upya…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Haijaunganishwa</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Mchezo mzuri</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Umecheza vizuri</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>Asante</translation>
    </message>
    <message>
        <source>One moment</source>
        <translation>Subiri kidogo</translation>
    </message>
    <message>
        <source>The server could not be reached. Check the address and the network.</source>
        <translation>Seva haikupatikana. Hakikisha anwani na mtandao.</translation>
    </message>
    <message>
        <source>This server speaks another version of Jadi. Update Jadi on both computers.</source>
        <translation>Seva hii inatumia toleo jingine la Jadi. Sasisha Jadi kwenye kompyuta zote mbili.</translation>
    </message>
    <message>
        <source>There is no table with this code (it may have ended).</source>
        <translation>Hakuna meza yenye msimbo huu (huenda imeisha).</translation>
    </message>
    <message>
        <source>Someone else has just taken this seat.</source>
        <translation>Mtu mwingine amekichukua kiti hiki sasa hivi.</translation>
    </message>
    <message>
        <source>This seat cannot be taken.</source>
        <translation>Kiti hiki hakiwezi kuchukuliwa.</translation>
    </message>
    <message>
        <source>This seat can no longer be taken back.</source>
        <translation>Kiti hiki hakiwezi kurudishwa tena.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Mwenyeji pekee ndiye anayeweza kufanya hivyo.</translation>
    </message>
    <message>
        <source>Every person&apos;s seat must be taken before the start.</source>
        <translation>Kila kiti cha mtu lazima kichukuliwe kabla ya kuanza.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>Mchezo umeshaanza.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Si zamu yako.</translation>
    </message>
    <message>
        <source>The rules do not allow this move.</source>
        <translation>Sheria haziruhusu hatua hii.</translation>
    </message>
    <message>
        <source>The table had moved on: look again and play.</source>
        <translation>Meza ilikuwa imesonga mbele: angalia tena kisha ucheze.</translation>
    </message>
    <message>
        <source>Hints are off at this table.</source>
        <translation>Madokezo yamezimwa kwenye meza hii.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Mchezo umekwisha.</translation>
    </message>
    <message>
        <source>This seat was taken again from another window.</source>
        <translation>Kiti hiki kimechukuliwa tena kutoka dirisha jingine.</translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment.</source>
        <translation>Ujumbe mwingi mno kwa mara moja: subiri kidogo.</translation>
    </message>
    <message>
        <source>The server sent something Jadi cannot show.</source>
        <translation>Seva imetuma kitu ambacho Jadi haiwezi kuonyesha.</translation>
    </message>
    <message>
        <source>The server on this computer could not be started.</source>
        <translation>Seva kwenye kompyuta hii haikuweza kuanzishwa.</translation>
    </message>
    <message>
        <source>The server refused this ({0}).</source>
        <translation>Seva imekataa hili ({0}).</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Kiti {0}</translation>
    </message>
    <message>
        <source>Team {0}</source>
        <translation>Timu {0}</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>Bao la kujifunza (learners&apos; game)</source>
        <translation>Bao la kujifunza (mchezo wa wanaojifunza)</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Kompyuta</translation>
    </message>
    <message>
        <source>A second person on this computer</source>
        <translation>Mtu wa pili kwenye kompyuta hii</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Aina</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Mpinzani</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Imewashwa</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Imezimwa</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Kifudifudi</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Kichalichali</translation>
    </message>
    <message>
        <source>Two colours (♠♣ black, ♥♦ red)</source>
        <translation>Rangi mbili (♠♣ nyeusi, ♥♦ nyekundu)</translation>
    </message>
    <message>
        <source>Four colours (♣ green, ♦ blue)</source>
        <translation>Rangi nne (♣ kijani, ♦ buluu)</translation>
    </message>
    <message>
        <source>Eggs (60–60) double the next game</source>
        <translation>Mayai (60–60) yanazidisha mchezo unaofuata mara mbili</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Karata zilizotupwa</translation>
    </message>
    <message>
        <source>Loss points that end the match</source>
        <translation>Pointi za kushindwa zinazomaliza mechi</translation>
    </message>
    <message>
        <source>Card suits</source>
        <translation>Rangi za karata</translation>
    </message>
    <message>
        <source>Sixes go to the trump owners</source>
        <translation>Sita hupewa wenye turufu</translation>
    </message>
    <message>
        <source>Pick up even when able to beat</source>
        <translation>Okota hata ukiweza kupiga</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Idadi ya wachezaji</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Ukubwa wa karata</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Ndogo</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Wastani</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Kubwa</translation>
    </message>
    <message>
        <source>Suits in your hand</source>
        <translation>Rangi mkononi mwako</translation>
    </message>
    <message>
        <source>Alternating colours</source>
        <translation>Rangi za kupishana (nyekundu, nyeusi)</translation>
    </message>
    <message>
        <source>Always the same order (♣ ♦ ♥ ♠)</source>
        <translation>Mpangilio uleule daima (♣ ♦ ♥ ♠)</translation>
    </message>
    <message>
        <source>Trumps in your hand</source>
        <translation>Turufu mkononi mwako</translation>
    </message>
    <message>
        <source>At the right</source>
        <translation>Upande wa kulia</translation>
    </message>
    <message>
        <source>At the left</source>
        <translation>Upande wa kushoto</translation>
    </message>
    <message>
        <source>Cards of a suit</source>
        <translation>Karata za rangi moja</translation>
    </message>
    <message>
        <source>Low to high</source>
        <translation>Kutoka ndogo hadi kubwa</translation>
    </message>
    <message>
        <source>High to low</source>
        <translation>Kutoka kubwa hadi ndogo</translation>
    </message>
    <message>
        <source>Play a forced card by itself</source>
        <translation>Cheza karata ya lazima yenyewe</translation>
    </message>
    <message>
        <source>Fast-forward when you are out of the game</source>
        <translation>Harakisha mchezo ukishatoka</translation>
    </message>
    <message>
        <source>Close the result of a deal</source>
        <translation>Funga matokeo ya mgawo</translation>
    </message>
    <message>
        <source>When I click</source>
        <translation>Nikibofya</translation>
    </message>
    <message>
        <source>After 3 seconds</source>
        <translation>Baada ya sekunde 3</translation>
    </message>
    <message>
        <source>After 5 seconds</source>
        <translation>Baada ya sekunde 5</translation>
    </message>
    <message>
        <source>After 10 seconds</source>
        <translation>Baada ya sekunde 10</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Cheza mtandaoni</translation>
    </message>
    <message>
        <source>The name the others see</source>
        <translation>Jina wanaloliona wengine</translation>
    </message>
    <message>
        <source>Play with friends on other computers.</source>
        <translation>Cheza na marafiki kwenye kompyuta nyingine.</translation>
    </message>
    <message>
        <source>Create a table</source>
        <translation>Unda meza</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Jiunge na meza</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Mchezo</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Jina lako</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Chaguo</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Viti</translation>
    </message>
    <message>
        <source>Players may ask for hints</source>
        <translation>Wachezaji wanaweza kuomba dokezo</translation>
    </message>
    <message>
        <source>Where the table is</source>
        <translation>Meza iko wapi</translation>
    </message>
    <message>
        <source>On this computer (players on this network can join)</source>
        <translation>Kwenye kompyuta hii (wachezaji wa mtandao huu wanaweza kujiunga)</translation>
    </message>
    <message>
        <source>On a server:</source>
        <translation>Kwenye seva:</translation>
    </message>
    <message>
        <source>Server address, e.g. jadi.example.org</source>
        <translation>Anwani ya seva, k.m. jadi.example.org</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Rudi</translation>
    </message>
    <message>
        <source>Create the table</source>
        <translation>Unda meza</translation>
    </message>
    <message>
        <source>The address the host gave you</source>
        <translation>Anwani aliyokupa mwenyeji</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Anwani ya seva</translation>
    </message>
    <message>
        <source>6 letters and digits</source>
        <translation>Herufi na tarakimu 6</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Msimbo wa mwaliko</translation>
    </message>
    <message>
        <source>Find the table</source>
        <translation>Tafuta meza</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Meza kwenye mtandao huu</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Inatafuta meza…</translation>
    </message>
    <message>
        <source>Choose your seat</source>
        <translation>Chagua kiti chako</translation>
    </message>
    <message numerus="yes">
        <source>{0} — {1}&apos;s table, %n free seat(s) · {2}</source>
        <translation>
            <numerusform>{0} — meza ya {1}, kiti %n kilicho wazi · {2}</numerusform>
            <numerusform>{0} — meza ya {1}, viti %n vilivyo wazi · {2}</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anza</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Wewe</translation>
    </message>
    <message>
        <source>Type the name the others will see.</source>
        <translation>Andika jina ambalo wengine wataliona.</translation>
    </message>
    <message>
        <source>Starting the server on this computer…</source>
        <translation>Inaanzisha seva kwenye kompyuta hii…</translation>
    </message>
    <message>
        <source>Type the server&apos;s address.</source>
        <translation>Andika anwani ya seva.</translation>
    </message>
    <message>
        <source>Creating the table…</source>
        <translation>Inaunda meza…</translation>
    </message>
    <message>
        <source>This computer cannot look for tables on the network.</source>
        <translation>Kompyuta hii haiwezi kutafuta meza kwenye mtandao.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address and the table&apos;s 6-character code.</source>
        <translation>Andika anwani ya seva na msimbo wa meza wenye herufi 6.</translation>
    </message>
    <message>
        <source>Looking for the table…</source>
        <translation>Inatafuta meza…</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>This table&apos;s game has already started.</source>
        <translation>Mchezo wa meza hii umeshaanza.</translation>
    </message>
    <message>
        <source>Taking the seat…</source>
        <translation>Inachukua kiti…</translation>
    </message>
    <message>
        <source>Invite code: {0}
Address: {1}</source>
        <translation>Msimbo wa mwaliko: {0}
Anwani: {1}</translation>
    </message>
    <message>
        <source>{0} — table {1}</source>
        <translation>{0} — meza {1}</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>Mpe kompyuta</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Inasubiri wachezaji…</translation>
    </message>
    <message>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Wote wamefika: anza ukiwa tayari.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Inasubiri mwenyeji aanzishe mchezo…</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>The text is not a Bao position: {0}</source>
        <translation>Maandishi haya si hali ya Bao: {0}</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>Kihariri cha hali ya mchezo</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Aina ya mchezo</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Zamu ya</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Awamu</translation>
    </message>
    <message>
        <source>Takasia</source>
        <translation>Takasia</translation>
    </message>
    <message>
        <source>Seeds in the game</source>
        <translation>Kete za mchezo</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Mwanzo wa mchezo</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Bao tupu</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Nakili hali</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Bandika hali</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Cheza kuanzia hapa</translation>
    </message>
    <message>
        <source>Analyse from here</source>
        <translation>Chambua kuanzia hapa</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click to take one away, or use the mouse wheel (Shift: five at a time). The owned nyumba is drawn square; a takasia&apos;d hole has a red rim.</source>
        <translation>Bofya shimo kuongeza kete moja, bofya kwa kitufe cha kulia kuondoa moja, au tumia gurudumu la kipanya (Shift: tano kwa mara moja). Nyumba inayomilikiwa imechorwa mraba; shimo lililozuiwa kwa takasia lina ukingo mwekundu.</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>Bao la kujifunza</source>
        <translation>Bao la kujifunza</translation>
    </message>
    <message>
        <source>namua</source>
        <translation>namua</translation>
    </message>
    <message>
        <source>mtaji</source>
        <translation>mtaji</translation>
    </message>
    <message>
        <source>none</source>
        <translation>hakuna</translation>
    </message>
    <message>
        <source>{0}&apos;s {1}</source>
        <translation>{1} ya {0}</translation>
    </message>
    <message>
        <source>ghala</source>
        <translation>ghala</translation>
    </message>
    <message>
        <source>{0} owns the nyumba</source>
        <translation>{0} anamiliki nyumba</translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) placed</source>
        <translation>
            <numerusform>Kete moja imewekwa</numerusform>
            <numerusform>Kete %n zimewekwa</numerusform>
        </translation>
    </message>
    <message>
        <source>The position is ready: {0} to move ({1}).</source>
        <translation>Hali iko tayari: zamu ya {0} ({1}).</translation>
    </message>
    <message numerus="yes">
        <source>{0}&apos;s {1}, the nyumba: %n seed(s).</source>
        <translation>
            <numerusform>{1} ya {0}, nyumba: kete moja.</numerusform>
            <numerusform>{1} ya {0}, nyumba: kete %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}&apos;s {1}: %n seed(s).</source>
        <translation>
            <numerusform>{1} ya {0}: kete moja.</numerusform>
            <numerusform>{1} ya {0}: kete %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position holds %n seed(s); the game has {0}.</source>
        <translation>
            <numerusform>Hali hii ina kete moja; mchezo una kete {0}.</numerusform>
            <numerusform>Hali hii ina kete %n; mchezo una kete {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position holds %n seed(s); at most {0} fit.</source>
        <translation>
            <numerusform>Hali hii ina kete moja; kete {0} tu ndizo zinazoweza kutoshea.</numerusform>
            <numerusform>Hali hii ina kete %n; kete {0} tu ndizo zinazoweza kutoshea.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bao la kujifunza has no ghala: every seed is on the board.</source>
        <translation>Bao la kujifunza halina ghala: kete zote ziko kwenye bao.</translation>
    </message>
    <message>
        <source>Bao la kujifunza has no nyumba.</source>
        <translation>Bao la kujifunza halina nyumba.</translation>
    </message>
    <message>
        <source>{0} owns an empty nyumba: emptying the nyumba loses the house.</source>
        <translation>{0} anamiliki nyumba tupu: nyumba ikibaki tupu, mwenyewe anaipoteza.</translation>
    </message>
    <message>
        <source>A takasia block exists only in the mtaji stage of Bao la Kiswahili.</source>
        <translation>Takasia inapatikana katika awamu ya mtaji ya Bao la Kiswahili tu.</translation>
    </message>
    <message>
        <source>Takasia on {0}: only a front-row hole holding seeds can be blocked.</source>
        <translation>Takasia kwenye {0}: shimo la mstari wa mbele lenye kete tu ndilo linaloweza kuzuiwa.</translation>
    </message>
    <message>
        <source>Takasia on {0}: the owned nyumba is never blocked.</source>
        <translation>Takasia kwenye {0}: nyumba inayomilikiwa haizuiwi kamwe.</translation>
    </message>
    <message>
        <source>Takasia on {0}: the only front-row hole with two or more seeds is never blocked.</source>
        <translation>Takasia kwenye {0}: shimo pekee la mstari wa mbele lenye kete mbili au zaidi halizuiwi kamwe.</translation>
    </message>
    <message>
        <source>{0}&apos;s front row is empty: the game would be over.</source>
        <translation>Mstari wa mbele wa {0} hauna kete: mchezo ungekuwa umekwisha.</translation>
    </message>
    <message>
        <source>{0} has no legal move: the game would be over.</source>
        <translation>{0} hana hatua halali: mchezo ungekuwa umekwisha.</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Kishale cha kushoto</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Kishale cha kulia</translation>
    </message>
</context>
<context>
    <name>RefusalReasons</name>
    <message numerus="yes">
        <source>You must put down exactly %n card(s), as many as were led.</source>
        <translation>
            <numerusform>Lazima uweke karata moja tu, sawa na iliyoanzwa.</numerusform>
            <numerusform>Lazima uweke karata %n hasa, idadi ile ile iliyoanzwa.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>{0} cannot beat {1}: each winning card must be beaten by a higher card of its suit or by a trump.</source>
        <translation>{0} haiwezi kupiga {1}: kila karata inayoshinda lazima ipigwe kwa karata kubwa zaidi ya rangi yake au kwa turufu.</translation>
    </message>
    <message>
        <source>{0} cannot beat {1}: beat it with a higher card of its suit or with your own trump.</source>
        <translation>{0} haiwezi kupiga {1}: ipige kwa karata kubwa zaidi ya rangi yake au kwa turufu yako.</translation>
    </message>
    <message>
        <source>{0} cannot beat {1}: a card of your own trump suit is beaten only by a higher card of that suit.</source>
        <translation>{0} haiwezi kupiga {1}: karata ya rangi yako ya turufu hupigwa tu na karata kubwa zaidi ya rangi hiyo.</translation>
    </message>
    <message>
        <source>You may pick up only when you cannot beat: {0} beats {1}.</source>
        <translation>Unaweza kuokota tu usipoweza kupiga: {0} inapiga {1}.</translation>
    </message>
    <message>
        <source>Beat {0} or pick up first: a card is laid freely only on an empty pile or after a beat.</source>
        <translation>Piga {0} au okota kwanza: karata yoyote huwekwa tu kwenye rundo tupu au baada ya kupiga.</translation>
    </message>
    <message>
        <source>You must follow the suit led ({0}) while you can.</source>
        <translation>Lazima ufuate rangi iliyoanzwa ({0}) ukiweza.</translation>
    </message>
    <message>
        <source>The Big Blooper was led: everyone must play their highest trump ({0}).</source>
        <translation>Big Blooper (jokari kubwa) imeanzwa: kila mchezaji lazima acheze turufu yake kubwa kabisa ({0}).</translation>
    </message>
    <message>
        <source>The Little Blooper was led: everyone must play their lowest trump ({0}).</source>
        <translation>Little Blooper (jokari ndogo) imeanzwa: kila mchezaji lazima acheze turufu yake ndogo kabisa ({0}).</translation>
    </message>
    <message>
        <source>Trumps may not be led until a trump has been played to an earlier trick, unless you bid Board or hold nothing but trumps.</source>
        <translation>Huwezi kuanza kwa turufu hadi turufu imechezwa katika mzunguko uliotangulia, isipokuwa ulitoa zabuni ya Bodi au una turufu tu mkononi.</translation>
    </message>
    <message>
        <source>You beat the card: now lay one more card of your choice on top.</source>
        <translation>Umeipiga karata: sasa weka juu yake karata moja zaidi unayotaka.</translation>
    </message>
    <message>
        <source>A lead is one or more cards of one suit.</source>
        <translation>Kuanza ni kwa karata moja au zaidi za rangi moja.</translation>
    </message>
    <message>
        <source>A pull needs four cards of one suit in your hand.</source>
        <translation>Kuvuta kunahitaji karata nne za rangi moja mkononi mwako.</translation>
    </message>
    <message>
        <source>There is no pull against a lead of four cards, and at most one pull in a trick.</source>
        <translation>Hakuna kuvuta dhidi ya karata nne zilizoanzwa, na kuvuta ni mara moja tu katika mzunguko.</translation>
    </message>
    <message>
        <source>Your sowing ended in your nyumba: first stop there or play the safari.</source>
        <translation>Upandaji wako umeishia kwenye nyumba yako: kwanza lala hapo au cheza safari.</translation>
    </message>
    <message>
        <source>That move would never end: its sowing keeps coming back to an earlier position.</source>
        <translation>Hatua hiyo isingeisha kamwe: upandaji wake unarudi tena na tena kwenye hali ya awali.</translation>
    </message>
    <message>
        <source>Your nyumba may not start a takasa; only the tax, when it is the only front-row hole with seeds.</source>
        <translation>Nyumba yako haiwezi kuanza takasa; ni kodi tu, ikiwa ndilo shimo pekee la mstari wa mbele lenye kete.</translation>
    </message>
    <message>
        <source>That hole cannot be played now; the highlighted holes can.</source>
        <translation>Shimo hilo haliwezi kuchezwa sasa; mashimo yaliyoangaziwa yanaweza.</translation>
    </message>
    <message>
        <source>That is not possible now; the buttons show what you can do.</source>
        <translation>Hilo haliwezekani sasa; vitufe vinaonyesha unachoweza kufanya.</translation>
    </message>
    <message>
        <source>In namua the seed from your ghala goes into your front row (A1–A8), not into {0}.</source>
        <translation>Wakati wa namua kete kutoka ghala yako huwekwa kwenye mstari wako wa mbele (A1–A8), si kwenye {0}.</translation>
    </message>
    <message>
        <source>In namua the seed from your ghala goes into a hole that holds seeds; {0} is empty.</source>
        <translation>Wakati wa namua kete kutoka ghala yako huwekwa kwenye shimo lenye kete; {0} ni tupu.</translation>
    </message>
    <message>
        <source>A capture is compulsory: play a hole that captures ({0}).</source>
        <translation>Kula ni lazima: cheza shimo linalokula ({0}).</translation>
    </message>
    <message>
        <source>A capture is compulsory, and {0} captures only when sown the other way.</source>
        <translation>Kula ni lazima, na {0} hula tu likipandwa upande mwingine.</translation>
    </message>
    <message>
        <source>A capture is compulsory, and a hole of 16 seeds or more may not start one: play {0}.</source>
        <translation>Kula ni lazima, na shimo lenye kete 16 au zaidi haliwezi kuanza kula: cheza {0}.</translation>
    </message>
    <message>
        <source>{0} is takasia: it may not be sown this turn.</source>
        <translation>{0} liko chini ya takasia: haliwezi kupandwa katika zamu hii.</translation>
    </message>
    <message>
        <source>A takasa starts from the front row while a front-row hole holds two seeds or more ({0}).</source>
        <translation>Takasa huanzia mstari wa mbele maadamu shimo la mstari wa mbele lina kete mbili au zaidi ({0}).</translation>
    </message>
    <message>
        <source>{0} is the only front-row hole with seeds: it may only be sown toward the centre.</source>
        <translation>{0} ndilo shimo pekee la mstari wa mbele lenye kete: linaweza kupandwa kuelekea katikati tu.</translation>
    </message>
    <message>
        <source>A takasa may not start from {0}, which holds a single seed: that is allowed only while you own the nyumba or when no front-row hole holds more than one seed.</source>
        <translation>Takasa haiwezi kuanzia {0}, lenye kete moja tu: hilo linaruhusiwa tu ukiwa bado unamiliki nyumba au ikiwa hakuna shimo la mstari wa mbele lenye kete zaidi ya moja.</translation>
    </message>
    <message>
        <source>A capture at {0} sows the captured seeds from the kichwa {1}.</source>
        <translation>Ukila kwenye {0}, kete ulizokula hupandwa kuanzia kichwa {1}.</translation>
    </message>
    <message>
        <source>A sowing starts from a hole with at least two seeds; {0} has fewer.</source>
        <translation>Upandaji huanzia shimo lenye kete mbili au zaidi; {0} lina chache zaidi.</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No results to show yet.</source>
        <translation>Bado hakuna matokeo ya kuonyesha.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Your team {0:+d}, opponents {1:+d} (tricks {2} – {3}); score {4} – {5}.</source>
        <translation>Timu yako {0:+d}, wapinzani {1:+d} (mizunguko {2} – {3}); alama {4} – {5}.</translation>
    </message>
    <message>
        <source>Card points {0} – {1}; loss points given {2} – {3}; loss points now {4} – {5}.</source>
        <translation>Pointi za karata {0} – {1}; pointi za kushindwa zilizotolewa {2} – {3}; pointi za kushindwa sasa {4} – {5}.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>{0} takes the trick.</source>
        <translation>{0} anachukua mzunguko.</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Hatua {0} kati ya {1}</translation>
    </message>
    <message>
        <source>Bids:</source>
        <translation>Zabuni:</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} (discarded face down)</source>
        <translation>{0}: {1} (imetupwa kifudifudi)</translation>
    </message>
    <message>
        <source>Review a deal</source>
        <translation>Pitia mgawo</translation>
    </message>
    <message>
        <source>Game {0}</source>
        <translation>Mchezo {0}</translation>
    </message>
    <message>
        <source>Deal {0}</source>
        <translation>Mgawo {0}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Mwanzo</translation>
    </message>
    <message>
        <source>Previous trick</source>
        <translation>Mzunguko uliotangulia</translation>
    </message>
    <message>
        <source>Previous play</source>
        <translation>Hatua iliyotangulia</translation>
    </message>
    <message>
        <source>Next play</source>
        <translation>Hatua inayofuata</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Mzunguko unaofuata</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Mwisho</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Sheria</translation>
    </message>
    <message>
        <source>The rules of this game are coming soon.</source>
        <translation>Sheria za mchezo huu zinakuja hivi karibuni.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>The copy saved one step earlier is used instead.</source>
        <translation>Nakala iliyohifadhiwa hatua moja kabla inatumika badala yake.</translation>
    </message>
    <message>
        <source>Your progress in the {0} tutorial could not be used.</source>
        <translation>Maendeleo yako katika mafunzo ya {0} hayakuweza kutumika.</translation>
    </message>
    <message>
        <source>Your saved game of {0} could not be used.</source>
        <translation>Mchezo wako wa {0} uliohifadhiwa haukuweza kutumika.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Mchezo haukuweza kuhifadhiwa.</translation>
    </message>
    <message>
        <source>Jadi tries again after every move.</source>
        <translation>Jadi itajaribu tena baada ya kila hatua.</translation>
    </message>
    <message>
        <source>The game is being saved again.</source>
        <translation>Mchezo unahifadhiwa tena.</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Mashariki</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Magharibi</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The settings could not be read.</source>
        <translation>Mipangilio haikuweza kusomwa.</translation>
    </message>
    <message>
        <source>The default settings are used.</source>
        <translation>Mipangilio ya awali inatumika.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {0}.</source>
        <translation>Nakala ya faili ya zamani imehifadhiwa kama {0}.</translation>
    </message>
    <message>
        <source>Some settings had values Jadi does not know ({0}) and were reset; the others are kept.</source>
        <translation>Baadhi ya mipangilio ilikuwa na thamani ambazo Jadi haizijui ({0}), kwa hiyo imerudishwa kwenye awali; mingine imebaki.</translation>
    </message>
    <message>
        <source>The settings could not be saved.</source>
        <translation>Mipangilio haikuweza kuhifadhiwa.</translation>
    </message>
    <message>
        <source>Changes still apply until Jadi closes.</source>
        <translation>Mabadiliko yanatumika hadi Jadi itakapofungwa.</translation>
    </message>
    <message>
        <source>The settings are being saved again.</source>
        <translation>Mipangilio inahifadhiwa tena.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Mipangilio</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Jumla</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lugha</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Kasi ya uhuishaji</translation>
    </message>
    <message>
        <source>Computer strength</source>
        <translation>Uwezo wa kompyuta</translation>
    </message>
    <message>
        <source>Game options apply from the next new game.</source>
        <translation>Chaguo za mchezo zitatumika kuanzia mchezo mpya unaofuata.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Meza ya karata</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Michezo</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sauti</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Cheza sauti</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Kiwango cha sauti</translation>
    </message>
    <message>
        <source>Card games</source>
        <translation>Michezo ya karata</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>&lt;h3&gt;Bao la Kiswahili&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between the holes you may play&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose the hole&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Left / Right&lt;/b&gt; or &lt;b&gt;&amp;lt; / &amp;gt;&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sow anticlockwise / clockwise (after choosing a hole)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;stop, or play the house (safari)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Bao la Kiswahili&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Vishale&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hamia kati ya mashimo unayoweza kucheza&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;chagua shimo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Kishale cha kushoto / kulia&lt;/b&gt; au &lt;b&gt;&amp;lt; / &amp;gt;&lt;/b&gt;&lt;/td&gt;&lt;td&gt;panda kinyume na mwendo wa saa / kwa mwendo wa saa (baada ya kuchagua shimo)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;lala, au cheza nyumba (safari)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bao: the move list and the Study menu&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{step_back} / {step_forward}&lt;/td&gt;&lt;td&gt;a move back / forward in the move list (&lt;b&gt;Left / Right&lt;/b&gt; too when you have no move to choose)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Home&lt;/b&gt; / &lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the first position / back to the game ({esc} too)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{redo}&lt;/td&gt;&lt;td&gt;redo the move you took back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{replay}&lt;/td&gt;&lt;td&gt;replay the game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{position_editor}&lt;/td&gt;&lt;td&gt;position editor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{analysis}&lt;/td&gt;&lt;td&gt;analysis on or off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{save_record} / {open_record}&lt;/td&gt;&lt;td&gt;save / open a game record&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{copy_record} / {paste_record}&lt;/td&gt;&lt;td&gt;copy / paste a game record&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Bao: orodha ya hatua na menyu ya Jifunze&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{step_back} / {step_forward}&lt;/td&gt;&lt;td&gt;hatua moja nyuma / mbele katika orodha ya hatua (pia &lt;b&gt;Kishale cha kushoto / kulia&lt;/b&gt; usipokuwa na hatua ya kuchagua)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Home&lt;/b&gt; / &lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hali ya kwanza / rudi kwenye mchezo (pia {esc})&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{redo}&lt;/td&gt;&lt;td&gt;rudia hatua uliyoitendua&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{replay}&lt;/td&gt;&lt;td&gt;onyesha mchezo tena&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{position_editor}&lt;/td&gt;&lt;td&gt;kihariri cha hali ya mchezo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{analysis}&lt;/td&gt;&lt;td&gt;washa au zima uchambuzi&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{save_record} / {open_record}&lt;/td&gt;&lt;td&gt;hifadhi / fungua rekodi ya mchezo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{copy_record} / {paste_record}&lt;/td&gt;&lt;td&gt;nakili / bandika rekodi ya mchezo&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Every game&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{finish_animation} or {esc}&lt;/td&gt;&lt;td&gt;finish the current animation; {esc} also cancels a choice&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{undo}&lt;/td&gt;&lt;td&gt;undo your last move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{hint}&lt;/td&gt;&lt;td&gt;hint: the computer&apos;s suggestion&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{new_game}&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{home}&lt;/td&gt;&lt;td&gt;back to the home screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{rules}&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{statistics}&lt;/td&gt;&lt;td&gt;statistics&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{settings}&lt;/td&gt;&lt;td&gt;settings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{sound}&lt;/td&gt;&lt;td&gt;sound on or off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{full_screen}&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{quit}&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Michezo yote&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{finish_animation} au {esc}&lt;/td&gt;&lt;td&gt;maliza uhuishaji unaoendelea; {esc} pia inaghairi chaguo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{undo}&lt;/td&gt;&lt;td&gt;tendua hatua yako ya mwisho&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{hint}&lt;/td&gt;&lt;td&gt;dokezo: pendekezo la kompyuta&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{new_game}&lt;/td&gt;&lt;td&gt;mchezo mpya&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{home}&lt;/td&gt;&lt;td&gt;rudi kwenye skrini ya mwanzo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{rules}&lt;/td&gt;&lt;td&gt;sheria&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{statistics}&lt;/td&gt;&lt;td&gt;takwimu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{settings}&lt;/td&gt;&lt;td&gt;mipangilio&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{sound}&lt;/td&gt;&lt;td&gt;washa au zima sauti&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{full_screen}&lt;/td&gt;&lt;td&gt;skrini nzima&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{quit}&lt;/td&gt;&lt;td&gt;ondoka&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card games&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Left / Right&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between the cards of your hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Up / Down&lt;/b&gt;&lt;/td&gt;&lt;td&gt;select / unselect the card (or click it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the selected cards (Kozel: lead, or beat if it can)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;B&lt;/b&gt; / &lt;b&gt;D&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Kozel: beat, discard face down, pull&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Svoi Kozyri: pick up; choose the trump suit ♣ ♦ ♥ ♠&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt; / &lt;b&gt;B&lt;/b&gt; / &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Back Alley: pass, Board, bid a number&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{claim}&lt;/td&gt;&lt;td&gt;Kozel, Back Alley: claim the remaining tricks&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Michezo ya karata&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Kishale cha kushoto / kulia&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hamia kati ya karata zako&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Kishale cha juu / chini&lt;/b&gt;&lt;/td&gt;&lt;td&gt;chagua karata / acha kuichagua (au ibofye)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cheza karata ulizochagua (Kozel: anza, au piga ikiwezekana)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;B&lt;/b&gt; / &lt;b&gt;D&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Kozel: piga, tupa kifudifudi, vuta&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Svoi Kozyri: okota; chagua rangi ya turufu ♣ ♦ ♥ ♠&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt; / &lt;b&gt;B&lt;/b&gt; / &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Back Alley: pita, Bodi, toa zabuni ya namba&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{claim}&lt;/td&gt;&lt;td&gt;Kozel, Back Alley: dai mizunguko iliyobaki&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>Slow</source>
        <translation>Polepole</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Kawaida</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Haraka</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Papo hapo</translation>
    </message>
</context>
<context>
    <name>StandardButtons</name>
    <message>
        <source>OK</source>
        <translation>Sawa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ndiyo</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hapana</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>&lt;h3&gt;About Qt&lt;/h3&gt;&lt;p&gt;Jadi uses Qt {0} through PySide6 {1}.&lt;/p&gt;&lt;p&gt;Qt is a toolkit for cross-platform applications, available under the GNU LGPL version 3 and under commercial licences. See &lt;a href=&apos;https://www.qt.io&apos;&gt;qt.io&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kuhusu Qt&lt;/h3&gt;&lt;p&gt;Jadi inatumia Qt {0} kupitia PySide6 {1}.&lt;/p&gt;&lt;p&gt;Qt ni zana ya kuunda programu zinazofanya kazi kwenye mifumo mbalimbali, inayopatikana chini ya GNU LGPL toleo la 3 na chini ya leseni za kibiashara. Tazama &lt;a href=&apos;https://www.qt.io&apos;&gt;qt.io&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Kuhusu Qt</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Jina la faili:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Aina ya faili:</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Tafuta ndani ya:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics could not be read.</source>
        <translation>Takwimu hazikuweza kusomwa.</translation>
    </message>
    <message>
        <source>Counting starts again from zero.</source>
        <translation>Hesabu inaanza upya kutoka sifuri.</translation>
    </message>
    <message>
        <source>The result could not be added to the statistics.</source>
        <translation>Matokeo hayakuweza kuongezwa kwenye takwimu.</translation>
    </message>
    <message>
        <source>It is kept and written with the next result.</source>
        <translation>Yamehifadhiwa na yataandikwa pamoja na matokeo yanayofuata.</translation>
    </message>
    <message>
        <source>The statistics are being saved again.</source>
        <translation>Takwimu zinahifadhiwa tena.</translation>
    </message>
    <message>
        <source>{0} loss points</source>
        <translation>pointi {0} za kushindwa</translation>
    </message>
    <message>
        <source>place {0}</source>
        <translation>nafasi ya {0}</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>pointi {0}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuta</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Mtandaoni</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Takwimu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Mchezo</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Uwezo</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Michezo</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ushindi</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kushindwa</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Ushindi %</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Bado hakuna mchezo uliokamilika.</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Wapinzani</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Wachezaji</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Mfululizo</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Mfululizo bora</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Sare</translation>
    </message>
    <message>
        <source>Average per game</source>
        <translation>Wastani kwa mchezo</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Mikataba iliyotimizwa</translation>
    </message>
    <message>
        <source>Last results</source>
        <translation>Matokeo ya mwisho</translation>
    </message>
    <message>
        <source>Last {0} results ({1}, {2}): won above the line, lost below.</source>
        <translation>Matokeo {0} ya mwisho ({1}, {2}): ushindi juu ya mstari, kushindwa chini yake.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Futa takwimu</translation>
    </message>
    <message>
        <source>Reset all statistics? Every game counted so far is forgotten.</source>
        <translation>Ufute takwimu zote? Kila mchezo uliohesabiwa hadi sasa utasahaulika.</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Hamisha takwimu</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Faili za CSV (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be exported: {0}</source>
        <translation>Takwimu hazikuweza kuhamishwa: {0}</translation>
    </message>
    <message>
        <source>Finished games, by game, opponents, strength and number of players. Select a row to see its last results.</source>
        <translation>Michezo iliyokamilika, kwa mchezo, wapinzani, uwezo na idadi ya wachezaji. Chagua mstari kuona matokeo yake ya mwisho.</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Hamisha kama CSV…</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Futa…</translation>
    </message>
</context>
<context>
    <name>SvoiKozyriGameView</name>
    <message>
        <source>{0} is out!</source>
        <translation>Karata zimekwisha: {0}!</translation>
    </message>
    <message>
        <source>Place {0}</source>
        <translation>Nafasi ya {0}</translation>
    </message>
    <message>
        <source>trump {0}</source>
        <translation>turufu {0}</translation>
    </message>
    <message>
        <source>out: place {0}</source>
        <translation>ametoka, nafasi ya {0}</translation>
    </message>
    <message>
        <source>cards: {0}</source>
        <translation>karata: {0}</translation>
    </message>
    <message>
        <source>Cards in the pile: {0}</source>
        <translation>Karata rundoni: {0}</translation>
    </message>
    <message>
        <source>Svoi Kozyri — {0} players</source>
        <translation>Svoi Kozyri — wachezaji {0}</translation>
    </message>
    <message>
        <source>Your trump suit: {0}</source>
        <translation>Rangi yako ya turufu: {0}</translation>
    </message>
    <message>
        <source>Top card: {0} ({1} in the pile)</source>
        <translation>Karata ya juu: {0} (karata {1} rundoni)</translation>
    </message>
    <message>
        <source>Opponents: computer ({0})</source>
        <translation>Wapinzani: kompyuta ({0})</translation>
    </message>
    <message>
        <source>Choose your own trump suit (the others take the remaining suits).</source>
        <translation>Chagua rangi yako ya turufu (wengine watachukua rangi zilizobaki).</translation>
    </message>
    <message>
        <source>You beat it: now lay one more card of your choice on top.</source>
        <translation>Umeipiga: sasa weka juu yake karata moja zaidi unayotaka.</translation>
    </message>
    <message>
        <source>Lay this card (Enter)</source>
        <translation>Weka karata hii (Enter)</translation>
    </message>
    <message>
        <source>Start a new pile with any card.</source>
        <translation>Anzisha rundo jipya kwa karata yoyote.</translation>
    </message>
    <message>
        <source>Play this card (Enter)</source>
        <translation>Cheza karata hii (Enter)</translation>
    </message>
    <message numerus="yes">
        <source>Beat {0} with a higher card of its suit or with your own trump, or pick up %n card(s).</source>
        <translation>
            <numerusform>Piga {0} kwa karata kubwa zaidi ya rangi yake au kwa turufu yako, au okota karata moja.</numerusform>
            <numerusform>Piga {0} kwa karata kubwa zaidi ya rangi yake au kwa turufu yako, au okota karata %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Beat (Enter)</source>
        <translation>Piga (Enter)</translation>
    </message>
    <message>
        <source>Pick up (T)</source>
        <translation>Okota (T)</translation>
    </message>
    <message numerus="yes">
        <source>Nothing in your hand can beat {0}: pick up %n card(s).</source>
        <translation>
            <numerusform>Huna karata inayoweza kupiga {0}: okota karata moja.</numerusform>
            <numerusform>Huna karata inayoweza kupiga {0}: okota karata %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Beat {0} with a higher card of its suit or with your own trump.</source>
        <translation>Piga {0} kwa karata kubwa zaidi ya rangi yake au kwa turufu yako.</translation>
    </message>
    <message>
        <source>Select one card first.</source>
        <translation>Chagua karata moja kwanza.</translation>
    </message>
    <message>
        <source>{0}: trumps {1}</source>
        <translation>{0}: turufu ni {1}</translation>
    </message>
    <message>
        <source>{0}: lay {1}</source>
        <translation>{0}: kuweka {1}</translation>
    </message>
    <message>
        <source>{0}: beat with {1}</source>
        <translation>{0}: kupiga kwa {1}</translation>
    </message>
    <message>
        <source>{0}: pick up</source>
        <translation>{0}: kuokota</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Umesalimu amri.</translation>
    </message>
    <message>
        <source>A draw: the game reached its move limit.</source>
        <translation>Sare: mchezo umefikia kikomo cha hatua.</translation>
    </message>
    <message>
        <source>A draw: the last card could beat the card that went out.</source>
        <translation>Sare: karata ya mwisho iliweza kupiga karata iliyotoka.</translation>
    </message>
    <message>
        <source>You win: you shed all your cards first!</source>
        <translation>Umeshinda: umemaliza karata zako zote kwanza!</translation>
    </message>
    <message>
        <source>{0} wins.</source>
        <translation>Ushindi kwa {0}.</translation>
    </message>
    <message>
        <source>Last pick-up</source>
        <translation>Zilizookotwa mwisho</translation>
    </message>
    <message>
        <source>{0} picked up these cards.</source>
        <translation>Karata hizi ziliokotwa na {0}.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Mchezaji</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Rangi ya turufu</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Karata zilizobaki</translation>
    </message>
    <message>
        <source>Pick-ups</source>
        <translation>Mara za kuokota</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Nafasi</translation>
    </message>
    <message>
        <source>You are out!</source>
        <translation>Umetoka!</translation>
    </message>
    <message>
        <source>out: place {0}</source>
        <comment>your own seat</comment>
        <translation>umetoka, nafasi ya {0}</translation>
    </message>
    <message>
        <source>Hint: choose {0} as your trump suit.</source>
        <translation>Dokezo: chagua {0} kuwa rangi yako ya turufu.</translation>
    </message>
    <message>
        <source>Hint: lay {0}.</source>
        <translation>Dokezo: weka {0}.</translation>
    </message>
    <message>
        <source>Hint: beat with {0}.</source>
        <translation>Dokezo: piga kwa {0}.</translation>
    </message>
    <message>
        <source>Hint: pick up.</source>
        <translation>Dokezo: okota.</translation>
    </message>
    <message>
        <source>You picked up these cards.</source>
        <translation>Umeokota karata hizi.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>&amp;Tutorial for This Game</source>
        <translation>&amp;Mafunzo ya mchezo huu</translation>
    </message>
    <message>
        <source>T&amp;utorials</source>
        <translation>Ma&amp;funzo</translation>
    </message>
    <message>
        <source>The tutorial of {0} cannot be opened: {1}</source>
        <translation>Mafunzo ya {0} hayawezi kufunguliwa: {1}</translation>
    </message>
    <message>
        <source>Jadi — {0}</source>
        <translation>Jadi — {0}</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Restart lesson</source>
        <translation>Anza somo upya</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Ondoka</translation>
    </message>
    <message>
        <source>Back to the home screen; the tutorial resumes here next time.</source>
        <translation>Rudi kwenye skrini ya mwanzo; mafunzo yataendelea hapa wakati ujao.</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Cheza mchezo halisi</translation>
    </message>
    <message>
        <source>A new game against the computer at the Easy level.</source>
        <translation>Mchezo mpya dhidi ya kompyuta kwa kiwango cha Rahisi.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Somo</translation>
    </message>
    <message>
        <source>{0}{1}. {2}</source>
        <translation>{0}{1}. {2}</translation>
    </message>
</context>
<context>
    <name>TutorialView</name>
    <message>
        <source>This lesson is finished: go on with the next lesson, or restart it.</source>
        <translation>Somo hili limekwisha: endelea na somo linalofuata, au lianze upya.</translation>
    </message>
    <message>
        <source>Read the explanation first, then press Next (or Enter).</source>
        <translation>Soma maelezo kwanza, kisha bonyeza Endelea (au Enter).</translation>
    </message>
    <message>
        <source>Taken back:</source>
        <translation>Imerudishwa:</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Vizuri sana!</translation>
    </message>
    <message>
        <source>Not allowed:</source>
        <translation>Hairuhusiwi:</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Somo limekamilika</translation>
    </message>
    <message>
        <source>Lesson complete! Go on with the next lesson: “{0}”.</source>
        <translation>Somo limekamilika! Endelea na somo linalofuata: “{0}”.</translation>
    </message>
    <message>
        <source>You have finished the tutorial. Now play a real game against the computer at the Easy level.</source>
        <translation>Umemaliza mafunzo. Sasa cheza mchezo halisi dhidi ya kompyuta kwa kiwango cha Rahisi.</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Sehemu {0} kati ya {1}</translation>
    </message>
    <message>
        <source>Well done! Now watch your opponents&apos; reply.</source>
        <translation>Vizuri sana! Sasa tazama jibu la wapinzani wako.</translation>
    </message>
    <message>
        <source>Press Next (or Enter) when you are ready.</source>
        <translation>Bonyeza Endelea (au Enter) ukiwa tayari.</translation>
    </message>
    <message>
        <source>Your move: do what the text asks on the board (the pink ring shows where).</source>
        <translation>Zamu yako: fanya kama maelezo yanavyoelekeza (pete ya waridi inaonyesha mahali).</translation>
    </message>
    <message>
        <source>Your move: do what the text asks on the board.</source>
        <translation>Zamu yako: fanya kama maelezo yanavyoelekeza.</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Somo linalofuata</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Endelea</translation>
    </message>
</context>
<context>
    <name>UndoReasons</name>
    <message>
        <source>No undo: new cards were seen since your last move (a draw from the stock).</source>
        <translation>Huwezi kutendua: karata mpya zimeonekana tangu hatua yako ya mwisho (kuchukua karata kutoka akiba).</translation>
    </message>
    <message>
        <source>No undo: the deal is over and its result stands.</source>
        <translation>Huwezi kutendua: mgawo umekwisha na matokeo yake yanabaki.</translation>
    </message>
    <message>
        <source>No undo: the game is over and its result stands.</source>
        <translation>Huwezi kutendua: mchezo umekwisha na matokeo yake yanabaki.</translation>
    </message>
    <message>
        <source>No undo: you have no move to take back yet.</source>
        <translation>Huwezi kutendua: bado huna hatua ya kurudisha.</translation>
    </message>
    <message>
        <source>No undo yet: this position&apos;s moves are still being worked out.</source>
        <translation>Huwezi kutendua bado: hatua za nafasi hii bado zinatafutwa.</translation>
    </message>
</context>
</TS>

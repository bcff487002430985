<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fil" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h2&gt;Jadi&lt;/h2&gt;&lt;p&gt;Traditional games played offline: Bao la Kiswahili, Kozel, Svoi Kozyri and Back Alley.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;h3&gt;Bundled art&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;The Bao board, its seeds, the home-screen pictures and the icons are drawn by Jadi&apos;s own code (GPL-3.0-or-later, like the program).&lt;/li&gt;&lt;li&gt;Playing cards: the “nicu-white” SVG deck by Nicu Buculei, from the KDE card-data package; public domain (Debian&apos;s package lists it under GPL-2+; Jadi ships it unmodified, see resources/cards/LICENSE.md).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Built with Qt and PySide6 (LGPL-3.0).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Jadi&lt;/h2&gt;&lt;p&gt;Mga tradisyunal na laro na nilalaro nang offline: Bao la Kiswahili, Kozel, Svoi Kozyri at Back Alley.&lt;/p&gt;&lt;p&gt;Lisensya: GNU General Public License, bersiyon 3 o mas bago.&lt;/p&gt;&lt;h3&gt;Kasamang mga larawan&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Ang board ng Bao, ang mga buto nito, ang mga larawan sa home screen at ang mga icon ay iginuhit ng sariling code ng Jadi (GPL-3.0-or-later, gaya ng programa).&lt;/li&gt;&lt;li&gt;Mga baraha: ang SVG deck na “nicu-white” ni Nicu Buculei, mula sa KDE card-data package; public domain (nakalista ito sa package ng Debian sa ilalim ng GPL-2+; isinama ito ng Jadi nang walang binago, tingnan ang resources/cards/LICENSE.md).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Binuo gamit ang Qt at PySide6 (LGPL-3.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Pagsusuri</translation>
    </message>
    <message>
        <source>Show the threat</source>
        <translation>Ipakita ang banta</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Iskor</translation>
    </message>
    <message>
        <source>South&apos;s chances: the light part is South&apos;s, the dark part North&apos;s.</source>
        <translation>Tsansa ng Timog: sa Timog ang maliwanag na bahagi, sa Hilaga ang madilim.</translation>
    </message>
    <message>
        <source>The engine&apos;s score in seeds, from South&apos;s side: + is good for South.</source>
        <translation>Iskor ng engine sa bilang ng buto, mula sa panig ng Timog: mabuti para sa Timog ang +.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Itigil</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Suriin</translation>
    </message>
    <message>
        <source>Depth {0}</source>
        <translation>Lalim {0}</translation>
    </message>
    <message>
        <source>Best line: {0}</source>
        <translation>Pinakamahusay na linya: {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0} wins in %n move(s)</source>
        <translation>
            <numerusform>Panalo ang {0} sa loob ng %n tira</numerusform>
            <numerusform>Panalo ang {0} sa loob ng %n tira</numerusform>
        </translation>
    </message>
    <message>
        <source>No threat to show: the opponent would have no move, or the same player moves again.</source>
        <translation>Walang bantang maipapakita: walang matitira ang kalaban, o ang parehong manlalaro ang titira ulit.</translation>
    </message>
    <message numerus="yes">
        <source>{0}&apos;s threat: {1}, capturing %n seed(s).</source>
        <translation>
            <numerusform>Banta ng {0}: {1}, kakain ng %n buto.</numerusform>
            <numerusform>Banta ng {0}: {1}, kakain ng %n buto.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}&apos;s threat: {1}, with no capture.</source>
        <translation>Banta ng {0}: {1}, walang kain.</translation>
    </message>
    <message>
        <source>The analysis stopped: {0}</source>
        <translation>Huminto ang pagsusuri: {0}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to analyse.</source>
        <translation>Tapos na ang laro: wala nang susuriin.</translation>
    </message>
    <message>
        <source>Analysing… (searching deeper)</source>
        <translation>Sinusuri… (naghahanap nang mas malalim)</translation>
    </message>
    <message>
        <source>Analysis complete.</source>
        <translation>Tapos na ang pagsusuri.</translation>
    </message>
    <message>
        <source>Analysis paused.</source>
        <translation>Nakahinto ang pagsusuri.</translation>
    </message>
    <message>
        <source>Press Analyse to let the engine study this position.</source>
        <translation>Pindutin ang Suriin para pag-aralan ng engine ang posisyong ito.</translation>
    </message>
</context>
<context>
    <name>BackAlleyGameView</name>
    <message>
        <source>Everybody passed</source>
        <translation>Nag-pass ang lahat</translation>
    </message>
    <message>
        <source>The next dealer deals again.</source>
        <translation>Magde-deal ulit ang susunod na dealer.</translation>
    </message>
    <message>
        <source>Deal {0}: your team {1:+d}, opponents {2:+d}</source>
        <translation>Deal {0}: koponan mo {1:+d}, kalaban {2:+d}</translation>
    </message>
    <message>
        <source>Tricks {0} – {1}; score {2} – {3}</source>
        <translation>Trick {0} – {1}; iskor {2} – {3}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>bid: {0}</source>
        <translation>bid: {0}</translation>
    </message>
    <message>
        <source>tricks: {0}</source>
        <translation>trick: {0}</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>kakampi</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>board ×{0}</source>
        <translation>Board ×{0}</translation>
    </message>
    <message>
        <source>contract {0}</source>
        <translation>kontrata {0}</translation>
    </message>
    <message>
        <source>Trump {0}</source>
        <translation>{0} ang trump</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Walang trump</translation>
    </message>
    <message>
        <source>Deal {0} of {1}</source>
        <translation>Ika-{0} na deal sa {1}</translation>
    </message>
    <message>
        <source>{0} discarded {1}</source>
        <translation>{0}: itinapon ang {1}</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>Koponan mo</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Mga kalaban</translation>
    </message>
    <message>
        <source>Back Alley — deal {0} of {1}</source>
        <translation>Back Alley — ika-{0} na deal sa {1}</translation>
    </message>
    <message>
        <source>Trump: {0} (turned up {1})</source>
        <translation>Trump: {0} (binaligtad na baraha: {1})</translation>
    </message>
    <message>
        <source>No trump: {0} was turned up</source>
        <translation>Walang trump: {0} ang binaligtad</translation>
    </message>
    <message>
        <source>{0} cards each</source>
        <translation>Tig-{0} baraha ang bawat isa</translation>
    </message>
    <message>
        <source>Score: your team {0}, opponents {1}</source>
        <translation>Iskor: koponan mo {0}, kalaban {1}</translation>
    </message>
    <message>
        <source>Trumps broken</source>
        <translation>Nailabas na ang trump</translation>
    </message>
    <message>
        <source>Trumps not broken yet</source>
        <translation>Hindi pa nailalabas ang trump</translation>
    </message>
    <message>
        <source>Opponents: computer ({0})</source>
        <translation>Mga kalaban: computer ({0})</translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take ({0} cards)? Board: your side takes them all.</source>
        <translation>Ang bid mo: ilang trick ang kukunin mo ({0} baraha)? Board: kukunin ng panig mo ang lahat.</translation>
    </message>
    <message>
        <source>Auction so far: {0}.</source>
        <translation>Mga bid sa ngayon: {0}.</translation>
    </message>
    <message>
        <source>Typed bid: {0} (Enter bids it, another digit adds to it).</source>
        <translation>Tinipang bid: {0} (i-bid ito sa Enter; nadadagdag dito ang isa pang digit).</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Play a card: click a bright card, then Play (Enter), or double-click it.</source>
        <translation>Magbaba ng baraha: i-click ang maliwanag na baraha, saka ang Ibaba (Enter), o i-double-click ito.</translation>
    </message>
    <message>
        <source>Follow suit if you can.</source>
        <translation>Sumunod sa suit kung kaya mo.</translation>
    </message>
    <message>
        <source>Play (Enter)</source>
        <translation>Ibaba (Enter)</translation>
    </message>
    <message>
        <source>Select one card first.</source>
        <translation>Pumili muna ng isang baraha.</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>Hindi puwede: {0}</translation>
    </message>
    <message>
        <source>{0} is not a bid you can make now; the buttons show the bids you can make.</source>
        <translation>Hindi puwedeng i-bid ngayon ang {0}; nasa mga button ang mga bid na puwede mo.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: bid {1}</source>
        <translation>{0}: nag-bid ng {1}</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Sumuko ka.</translation>
    </message>
    <message>
        <source>Your team wins {0} to {1}!</source>
        <translation>Panalo ang koponan mo, {0} laban sa {1}!</translation>
    </message>
    <message>
        <source>The opponents win {0} to {1}.</source>
        <translation>Panalo ang mga kalaban, {0} laban sa {1}.</translation>
    </message>
    <message>
        <source>A draw: {0} all.</source>
        <translation>Tabla: {0} ang bawat panig.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Baraha</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trump</translation>
    </message>
    <message>
        <source>Tricks (you – them)</source>
        <translation>Trick (kayo – sila)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Kabuuan</translation>
    </message>
    <message>
        <source>none</source>
        <translation>wala</translation>
    </message>
    <message>
        <source>Score: your team {0}, opponents {1}.</source>
        <translation>Iskor: koponan mo {0}, kalaban {1}.</translation>
    </message>
    <message>
        <source>{0}: board ×{1} failed</source>
        <translation>{0}: hindi natupad ang Board ×{1}</translation>
    </message>
    <message>
        <source>{0}: contract {1} failed</source>
        <translation>{0}: hindi natupad ang kontratang {1}</translation>
    </message>
    <message>
        <source>{0}: board ×{1} made</source>
        <translation>{0}: natupad ang Board ×{1}</translation>
    </message>
    <message>
        <source>{0}: contract {1} made</source>
        <translation>{0}: natupad ang kontratang {1}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>nag-pass</translation>
    </message>
    <message>
        <source>bid: board</source>
        <translation>bid: Board</translation>
    </message>
    <message>
        <source>{0}: pass</source>
        <translation>{0}: nag-pass</translation>
    </message>
    <message>
        <source>{0}: board</source>
        <translation>{0}: nag-Board</translation>
    </message>
    <message>
        <source>Hint: play {0}.</source>
        <translation>Mungkahi: ibaba ang {0}.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Mungkahi: mag-pass.</translation>
    </message>
    <message>
        <source>Hint: bid Board.</source>
        <translation>Mungkahi: mag-Board.</translation>
    </message>
    <message>
        <source>Hint: bid {0}.</source>
        <translation>Mungkahi: mag-bid ng {0}.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Isara</translation>
    </message>
</context>
<context>
    <name>BaoBoardView</name>
    <message>
        <source>Bao board</source>
        <translation>Board ng Bao</translation>
    </message>
</context>
<context>
    <name>BaoGameView</name>
    <message>
        <source>The computer could not choose a move: {0}</source>
        <translation>Hindi nakapili ng tira ang computer: {0}</translation>
    </message>
    <message>
        <source>That hole cannot be played now; the highlighted holes can.</source>
        <translation>Hindi puwedeng laruin ngayon ang butas na iyan; puwede ang mga naka-highlight.</translation>
    </message>
    <message>
        <source>Capture! Sow the captured seeds from the left kichwa or from the right kichwa?</source>
        <translation>Nakakain ka! Saan ihahasik ang mga nakuhang buto: mula sa kaliwang kichwa o sa kanang kichwa?</translation>
    </message>
    <message>
        <source>The tax: sow two seeds from the nyumba to the left or to the right.</source>
        <translation>Buwis: ihasik ang dalawang buto mula sa nyumba pakaliwa o pakanan.</translation>
    </message>
    <message>
        <source>Clockwise &gt;</source>
        <translation>Clockwise &gt;</translation>
    </message>
    <message>
        <source>&lt; Anticlockwise</source>
        <translation>&lt; Counterclockwise</translation>
    </message>
    <message>
        <source>Sow which way? Click an arrow, or press Left / Right.</source>
        <translation>Saang direksiyon maghahasik? I-click ang isang arrow, o pindutin ang Left / Right.</translation>
    </message>
    <message>
        <source>Your sowing ended in your nyumba. Stop here, or play the house (safari) and sow on?</source>
        <translation>Natapos ang paghahasik mo sa iyong nyumba. Huminto rito, o laruin ang bahay (safari) at magpatuloy sa paghahasik?</translation>
    </message>
    <message>
        <source>Stop (S)</source>
        <translation>Huminto (S)</translation>
    </message>
    <message>
        <source>Safari (P)</source>
        <translation>Safari (P)</translation>
    </message>
    <message>
        <source>Looking for a hint… </source>
        <translation>Naghahanap ng mungkahi… </translation>
    </message>
    <message>
        <source>Choose a highlighted hole to drop a seed from your ghala.</source>
        <translation>Pumili ng butas na naka-highlight para hulugan ng buto mula sa iyong ghala.</translation>
    </message>
    <message>
        <source>Choose a highlighted hole to sow from.</source>
        <translation>Pumili ng butas na naka-highlight na paghahasikan.</translation>
    </message>
    <message>
        <source>Stage: namua — seeds in the ghala: South {0}, North {1}</source>
        <translation>Yugto: namua — buto sa ghala: Timog {0}, Hilaga {1}</translation>
    </message>
    <message>
        <source>Stage: mtaji — every seed is on the board</source>
        <translation>Yugto: mtaji — nasa board na ang lahat ng buto</translation>
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
        <translation>Kaliwang kichwa (A1) &gt;</translation>
    </message>
    <message>
        <source>&lt; From the right kichwa (A8)</source>
        <translation>&lt; Kanang kichwa (A8)</translation>
    </message>
    <message>
        <source>Capture! Sow from {0} which way? Click an arrow, or press Left / Right.</source>
        <translation>Nakakain ka! Saang direksiyon maghahasik mula sa {0}? I-click ang isang arrow, o pindutin ang Left / Right.</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>Hindi puwede: {0}</translation>
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
        <translation>Mungkahi: huminto rito. </translation>
    </message>
    <message>
        <source>Hint: play the safari. </source>
        <translation>Mungkahi: laruin ang safari. </translation>
    </message>
    <message>
        <source>Hint: {0}, clockwise. </source>
        <translation>Mungkahi: {0}, clockwise. </translation>
    </message>
    <message>
        <source>Hint: {0}, anticlockwise. </source>
        <translation>Mungkahi: {0}, counterclockwise. </translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Manlalaro 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Manlalaro 2</translation>
    </message>
    <message>
        <source>Computer ({0})</source>
        <translation>Computer ({0})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ikaw</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Kalaban</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>Panalo ang {0}!</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>Nag-iisip ang {0}…</translation>
    </message>
    <message>
        <source>{0} is sowing…</source>
        <translation>Naghahasik ang {0}…</translation>
    </message>
    <message>
        <source>Your move ({0})</source>
        <translation>Ikaw ang titira ({0})</translation>
    </message>
    <message>
        <source>{0} to move</source>
        <translation>Turno ng {0}</translation>
    </message>
    <message>
        <source>{0} resigned.</source>
        <translation>Sumuko ang {0}.</translation>
    </message>
    <message>
        <source>{0}&apos;s front row is empty.</source>
        <translation>Walang laman ang hanay sa harap ng {0}.</translation>
    </message>
    <message>
        <source>{0} has no legal move.</source>
        <translation>Walang puwedeng tira ang {0}.</translation>
    </message>
    <message>
        <source>Start a new game with Ctrl+N.</source>
        <translation>Magsimula ng bagong laro gamit ang Ctrl+N.</translation>
    </message>
    <message>
        <source>{0} stop</source>
        <comment>move log: the sowing ended in the nyumba and the player stopped</comment>
        <translation>{0} huminto</translation>
    </message>
    <message>
        <source>{0} safari</source>
        <comment>move log: the sowing ended in the nyumba and the player played the house</comment>
        <translation>{0} safari</translation>
    </message>
    <message>
        <source>The moves could not be worked out: {0}</source>
        <translation>Hindi naalam ang mga puwedeng tira: {0}</translation>
    </message>
    <message>
        <source>Working out the moves…</source>
        <translation>Inaalam ang mga puwedeng tira…</translation>
    </message>
    <message>
        <source>Takasia: the opponent threatens to capture this hole, so it may not start a sowing this turn, and a relay ending here stops.</source>
        <translation>Takasia: binabantaang kainin ng kalaban ang butas na ito, kaya hindi ito mapagsisimulan ng paghahasik sa turnong ito, at humihinto rito ang relay na dito natapos.</translation>
    </message>
    <message>
        <source>The start of the game is shown; the game itself is unchanged.</source>
        <translation>Ipinapakita ang simula ng laro; hindi nagbago ang laro mismo.</translation>
    </message>
    <message>
        <source>The position after action {0} of {1} is shown ({2}); the game itself is unchanged.</source>
        <translation>Ipinapakita ang posisyon pagkatapos ng aksiyon {0} sa {1} ({2}); hindi nagbago ang laro mismo.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Bumalik sa laro</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Ituloy mula rito</translation>
    </message>
    <message>
        <source>Left / Right: step, Home / End: first / last, Esc: back to the game.</source>
        <translation>Kaliwa / Kanan: isang hakbang, Home / End: una / huli, Esc: bumalik sa laro.</translation>
    </message>
</context>
<context>
    <name>BaoMoveText</name>
    <message>
        <source>{0}: stopped in the nyumba.</source>
        <translation>{0}: huminto sa nyumba.</translation>
    </message>
    <message numerus="yes">
        <source>{0}: played the house (safari) and sowed its %n seed(s) clockwise.</source>
        <translation>
            <numerusform>{0}: nilaro ang bahay (safari) at inihasik nang clockwise ang %n buto nito.</numerusform>
            <numerusform>{0}: nilaro ang bahay (safari) at inihasik nang clockwise ang %n buto nito.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: played the house (safari) and sowed its %n seed(s) anticlockwise.</source>
        <translation>
            <numerusform>{0}: nilaro ang bahay (safari) at inihasik nang counterclockwise ang %n buto nito.</numerusform>
            <numerusform>{0}: nilaro ang bahay (safari) at inihasik nang counterclockwise ang %n buto nito.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: the tax, a seed from the ghala into the nyumba and %n of its seeds sown clockwise.</source>
        <translation>
            <numerusform>{0}: buwis, isang buto mula sa ghala ang inihulog sa nyumba at %n sa mga buto nito ang inihasik nang clockwise.</numerusform>
            <numerusform>{0}: buwis, isang buto mula sa ghala ang inihulog sa nyumba at %n sa mga buto nito ang inihasik nang clockwise.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: the tax, a seed from the ghala into the nyumba and %n of its seeds sown anticlockwise.</source>
        <translation>
            <numerusform>{0}: buwis, isang buto mula sa ghala ang inihulog sa nyumba at %n sa mga buto nito ang inihasik nang counterclockwise.</numerusform>
            <numerusform>{0}: buwis, isang buto mula sa ghala ang inihulog sa nyumba at %n sa mga buto nito ang inihasik nang counterclockwise.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: a seed from the ghala into {1}, which captures.</source>
        <translation>{0}: isang buto mula sa ghala ang inihulog sa {1}, at kumakain ito.</translation>
    </message>
    <message numerus="yes">
        <source>{0}: a seed from the ghala into {1}, then its %n seed(s) sown clockwise.</source>
        <translation>
            <numerusform>{0}: isang buto mula sa ghala ang inihulog sa {1}, saka inihasik nang clockwise ang %n buto nito.</numerusform>
            <numerusform>{0}: isang buto mula sa ghala ang inihulog sa {1}, saka inihasik nang clockwise ang %n buto nito.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: a seed from the ghala into {1}, then its %n seed(s) sown anticlockwise.</source>
        <translation>
            <numerusform>{0}: isang buto mula sa ghala ang inihulog sa {1}, saka inihasik nang counterclockwise ang %n buto nito.</numerusform>
            <numerusform>{0}: isang buto mula sa ghala ang inihulog sa {1}, saka inihasik nang counterclockwise ang %n buto nito.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n seed(s) from {1} sown clockwise.</source>
        <translation>
            <numerusform>{0}: inihasik nang clockwise ang %n buto mula sa {1}.</numerusform>
            <numerusform>{0}: inihasik nang clockwise ang %n buto mula sa {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n seed(s) from {1} sown anticlockwise.</source>
        <translation>
            <numerusform>{0}: inihasik nang counterclockwise ang %n buto mula sa {1}.</numerusform>
            <numerusform>{0}: inihasik nang counterclockwise ang %n buto mula sa {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Captured %n seed(s) from the opponent&apos;s {0}, sown from the kichwa A1 clockwise.</source>
        <translation>
            <numerusform>Kumain ng %n buto mula sa {0} ng kalaban, na inihasik mula sa kichwa A1 nang clockwise.</numerusform>
            <numerusform>Kumain ng %n buto mula sa {0} ng kalaban, na inihasik mula sa kichwa A1 nang clockwise.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Captured %n seed(s) from the opponent&apos;s {0}, sown from the kichwa A8 anticlockwise.</source>
        <translation>
            <numerusform>Kumain ng %n buto mula sa {0} ng kalaban, na inihasik mula sa kichwa A8 nang counterclockwise.</numerusform>
            <numerusform>Kumain ng %n buto mula sa {0} ng kalaban, na inihasik mula sa kichwa A8 nang counterclockwise.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Relay at {0} with %n seed(s).</source>
        <translation>
            <numerusform>Relay sa {0}, dala ang %n buto.</numerusform>
            <numerusform>Relay sa {0}, dala ang %n buto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Relays at {0}.</source>
        <comment>the relay holes in order, each with the seeds lifted there</comment>
        <translation>Mga relay sa {0}.</translation>
    </message>
    <message>
        <source>Ended in {0}.</source>
        <translation>Natapos ang paghahasik sa {0}.</translation>
    </message>
    <message>
        <source>Ended in the nyumba, which stops the sowing.</source>
        <translation>Natapos ang paghahasik sa nyumba, at doon ito humihinto.</translation>
    </message>
    <message>
        <source>Ended in the nyumba: stop, or play the house (safari)?</source>
        <translation>Natapos ang paghahasik sa nyumba: huminto, o laruin ang bahay (safari)?</translation>
    </message>
    <message>
        <source>Stopped in the nyumba.</source>
        <translation>Huminto sa nyumba.</translation>
    </message>
    <message>
        <source>Ended in {0}, which is takasia&apos;d this turn: the sowing stops there.</source>
        <translation>Natapos ang paghahasik sa {0}, na hinarangan ng takasia sa turnong ito: doon ito humihinto.</translation>
    </message>
    <message>
        <source>{0}&apos;s front row is empty: {1} wins.</source>
        <translation>Walang laman ang hanay sa harap ng {0}: panalo ang {1}.</translation>
    </message>
    <message>
        <source>{0} has no legal move: {1} wins.</source>
        <translation>Walang puwedeng tira ang {0}: panalo ang {1}.</translation>
    </message>
    <message>
        <source>{0} no longer owns the nyumba.</source>
        <translation>Hindi na pag-aari ng {0} ang nyumba.</translation>
    </message>
    <message numerus="yes">
        <source>Safari: the house is played and its %n seed(s) sown on.</source>
        <translation>
            <numerusform>Safari: nilaro ang bahay at inihasik pa ang %n buto nito.</numerusform>
            <numerusform>Safari: nilaro ang bahay at inihasik pa ang %n buto nito.</numerusform>
        </translation>
    </message>
    <message>
        <source>Takasia: the opponent&apos;s {0} is blocked for one turn.</source>
        <translation>Takasia: hinarangan ang {0} ng kalaban sa loob ng isang turno.</translation>
    </message>
</context>
<context>
    <name>BaoPanel</name>
    <message>
        <source>The computer is thinking</source>
        <translation>Nag-iisip ang computer</translation>
    </message>
    <message>
        <source>Choose another hole</source>
        <translation>Pumili ng ibang butas</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>I-undo</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Mungkahi</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Bagong laro</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Sumuko</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mga tira</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Talaan ng mga tira</translation>
    </message>
    <message>
        <source>The last move</source>
        <translation>Ang huling tira</translation>
    </message>
</context>
<context>
    <name>BaoStudy</name>
    <message>
        <source>&amp;Study</source>
        <translation>&amp;Pag-aralan</translation>
    </message>
    <message>
        <source>&amp;Save Game Record…</source>
        <translation>I-&amp;save ang record ng laro…</translation>
    </message>
    <message>
        <source>&amp;Open Game Record…</source>
        <translation>&amp;Buksan ang record ng laro…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Record</source>
        <translation>&amp;Kopyahin ang record ng laro</translation>
    </message>
    <message>
        <source>&amp;Paste Game Record</source>
        <translation>I-&amp;paste ang record ng laro</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>I-&amp;redo ang tira</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Bumalik sa laro</translation>
    </message>
    <message>
        <source>Re&amp;play the Game</source>
        <translation>I-re&amp;play ang laro</translation>
    </message>
    <message>
        <source>Continue from Here Against the &amp;Computer</source>
        <translation>Ituloy mula rito laban sa &amp;computer</translation>
    </message>
    <message>
        <source>Continue from Here Against a P&amp;erson</source>
        <translation>Ituloy mula rito laban sa isang &amp;tao</translation>
    </message>
    <message>
        <source>Position &amp;Editor…</source>
        <translation>&amp;Editor ng posisyon…</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Pagsusuri</translation>
    </message>
    <message>
        <source>Check the Game for &amp;Blunders</source>
        <translation>Suriin ang laro para sa mga &amp;blunder</translation>
    </message>
    <message>
        <source>&amp;Hole Names on the Board</source>
        <translation>Mga pangalan ng &amp;butas sa board</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Wala</translation>
    </message>
    <message>
        <source>The Side to Move&apos;s Holes</source>
        <translation>Mga butas ng may turno</translation>
    </message>
    <message>
        <source>Both Sides&apos; Holes</source>
        <translation>Mga butas ng magkabilang panig</translation>
    </message>
    <message>
        <source>Stop the &amp;Replay</source>
        <translation>&amp;Ihinto ang replay</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation>I-save ang record ng laro</translation>
    </message>
    <message>
        <source>Bao game records (*{0})</source>
        <translation>Mga record ng laro ng Bao (*{0})</translation>
    </message>
    <message>
        <source>The game record could not be saved: {0}</source>
        <translation>Hindi ma-save ang record ng laro: {0}</translation>
    </message>
    <message>
        <source>Game record saved.</source>
        <translation>Na-save ang record ng laro.</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Buksan ang record ng laro</translation>
    </message>
    <message>
        <source>Bao game records (*{0});;All files (*)</source>
        <translation>Mga record ng laro ng Bao (*{0});;Lahat ng file (*)</translation>
    </message>
    <message>
        <source>The file could not be read: {0}</source>
        <translation>Hindi mabasa ang file: {0}</translation>
    </message>
    <message>
        <source>Game record copied.</source>
        <translation>Nakopya ang record ng laro.</translation>
    </message>
    <message>
        <source>This is not a valid Bao game record. Line {0}: {1}</source>
        <translation>Hindi ito wastong record ng laro ng Bao. Linya {0}: {1}</translation>
    </message>
    <message>
        <source>This is not a valid Bao game record: {0}</source>
        <translation>Hindi ito wastong record ng laro ng Bao: {0}</translation>
    </message>
    <message>
        <source>Game record opened: use the move list to go through it.</source>
        <translation>Nabuksan ang record ng laro: gamitin ang talaan ng mga tira para suriin ito.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Magbukas ng laro</translation>
    </message>
    <message>
        <source>Abandon the current game? Against the computer it counts as a loss.</source>
        <translation>Iwan ang kasalukuyang laro? Laban sa computer, ituturing itong talo.</translation>
    </message>
    <message>
        <source>Game record</source>
        <translation>Record ng laro</translation>
    </message>
    <message>
        <source>Checking the game for blunders…</source>
        <translation>Sinusuri ang laro para sa mga blunder…</translation>
    </message>
</context>
<context>
    <name>CardGameView</name>
    <message>
        <source>The computer could not choose a move: {0}</source>
        <translation>Hindi nakapili ng tira ang computer: {0}</translation>
    </message>
    <message>
        <source>That card cannot be played now; the bright cards can.</source>
        <translation>Hindi puwedeng ibaba ngayon ang barahang iyan; puwede ang maliliwanag na baraha.</translation>
    </message>
    <message>
        <source>That is not possible now; the buttons show what you can do.</source>
        <translation>Hindi iyan puwede ngayon; nasa mga button ang puwede mong gawin.</translation>
    </message>
    <message>
        <source>Click or press Enter to continue.</source>
        <translation>Mag-click o pindutin ang Enter para magpatuloy.</translation>
    </message>
    <message>
        <source>{0} (computer)</source>
        <translation>{0} (computer)</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>Hindi puwede: {0}</translation>
    </message>
    <message>
        <source>Score sheet: see the panel. New game: Ctrl+N.</source>
        <translation>Talaan ng iskor: tingnan ang panel. Bagong laro: Ctrl+N.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Naghahanap ng mungkahi…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Tapos na ang laro</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>Nag-iisip ang {0}…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ikaw na</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>Turno ng {0}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Talaan ng iskor</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Huling trick</translation>
    </message>
    <message>
        <source>You won this trick.</source>
        <translation>Ikaw ang nanalo sa trick na ito.</translation>
    </message>
    <message>
        <source>Won by {0}.</source>
        <translation>Nanalo: {0}.</translation>
    </message>
    <message>
        <source>You are out in place {0}: your result is counted. The others play on.</source>
        <translation>Ubos na ang baraha mo, ika-{0} puwesto: bilang na ang resulta mo. Tuloy pa ang laro ng iba.</translation>
    </message>
    <message>
        <source>Finish quickly</source>
        <translation>Tapusin agad</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message>
        <source>The computer is thinking</source>
        <translation>Nag-iisip ang computer</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Huling trick</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Iskor</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>I-undo</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Mungkahi</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Bagong laro</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Sumuko</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mga tira</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Talaan ng mga tira</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>You</source>
        <translation>Ikaw</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Big Blooper</source>
        <translation>Malaking Blooper</translation>
    </message>
    <message>
        <source>Little Blooper</source>
        <translation>Maliit na Blooper</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trebol</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diyamante</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>puso</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>ispada</translation>
    </message>
</context>
<context>
    <name>Claims</name>
    <message>
        <source>Claim accepted: your team takes every remaining trick and all its points.</source>
        <translation>Tinanggap ang claim: kukunin ng koponan mo ang lahat ng natitirang trick at lahat ng puntos nito.</translation>
    </message>
    <message>
        <source>Claim accepted: your team takes every remaining trick.</source>
        <translation>Tinanggap ang claim: kukunin ng koponan mo ang lahat ng natitirang trick.</translation>
    </message>
    <message>
        <source>Claim refused: the other team could still win the trick being played.</source>
        <translation>Hindi tinanggap ang claim: puwede pang manalo ang kabilang koponan sa trick na nilalaro ngayon.</translation>
    </message>
    <message>
        <source>Claim refused: with some play of the cards, the other team still wins a later trick.</source>
        <translation>Hindi tinanggap ang claim: sa ilang paraan ng pagbaba ng baraha, mananalo pa rin ang kabilang koponan sa isang susunod na trick.</translation>
    </message>
    <message>
        <source>You can claim only while the cards are being played.</source>
        <translation>Makaka-claim ka lang habang ibinababa ang mga baraha.</translation>
    </message>
    <message>
        <source>Claim once the stock is empty: until then nobody knows who will draw which card.</source>
        <translation>Mag-claim kapag ubos na ang bunutan: hanggang doon, walang nakaaalam kung sino ang bubunot ng aling baraha.</translation>
    </message>
    <message>
        <source>Svoi Kozyri has no claims: there are no tricks, and any player may still pick up from the pile.</source>
        <translation>Walang claim sa Svoi Kozyri: walang trick, at puwede pang dumampot sa tumpok ang sinumang manlalaro.</translation>
    </message>
    <message>
        <source>Too many cards are left to check this claim; try again after a few tricks.</source>
        <translation>Masyadong marami pa ang baraha para masuri ang claim na ito; subukan ulit pagkaraan ng ilang trick.</translation>
    </message>
    <message>
        <source>{0} claimed the remaining tricks: your team takes them all, whatever anyone plays.</source>
        <translation>Nag-claim si {0} ng natitirang trick: makukuha lahat ng koponan mo, anuman ang ibaba ng sinuman.</translation>
    </message>
    <message>
        <source>{0} claimed the remaining tricks: their team takes them all, whatever anyone plays.</source>
        <translation>Nag-claim si {0} ng natitirang trick: makukuha lahat ng koponan nila, anuman ang ibaba ng sinuman.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>The file is too large ({0} MB; Jadi&apos;s files are never larger than {1} MB).</source>
        <translation>Masyadong malaki ang file ({0} MB; hindi lumalampas sa {1} MB ang mga file ng Jadi).</translation>
    </message>
    <message>
        <source>The file is too large.</source>
        <translation>Masyadong malaki ang file.</translation>
    </message>
    <message>
        <source>The file is nested too deeply to be one of Jadi&apos;s files.</source>
        <translation>Masyadong malalim ang pagkakapatong-patong sa loob ng file para maging file ng Jadi.</translation>
    </message>
    <message>
        <source>There is a folder or something else that is not a file in its place.</source>
        <translation>May folder o ibang bagay na hindi file sa lugar nito.</translation>
    </message>
    <message>
        <source>The file does not contain what Jadi saves there.</source>
        <translation>Hindi laman ng file ang sine-save ng Jadi doon.</translation>
    </message>
    <message>
        <source>The game in the file is not a valid position.</source>
        <translation>Hindi wastong posisyon ng laro ang nasa file.</translation>
    </message>
    <message>
        <source>The file is damaged.</source>
        <translation>Sira ang file.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Puno na ang disk.</translation>
    </message>
    <message>
        <source>The disk or folder is read-only.</source>
        <translation>Read-only ang disk o folder.</translation>
    </message>
    <message>
        <source>Jadi has no permission to use this file or its folder.</source>
        <translation>Walang pahintulot ang Jadi na gamitin ang file na ito o ang folder nito.</translation>
    </message>
    <message>
        <source>A file is in the place of one of its folders.</source>
        <translation>May file sa lugar ng isa sa mga folder nito.</translation>
    </message>
    <message>
        <source>The disk reported an error.</source>
        <translation>Nag-ulat ng error ang disk.</translation>
    </message>
    <message>
        <source>The system reported: {0}.</source>
        <translation>Iniulat ng system: {0}.</translation>
    </message>
    <message>
        <source>The file was kept as {0}.</source>
        <translation>Itinabi ang file bilang {0}.</translation>
    </message>
    <message>
        <source>The file could not be moved aside, so it was left where it is and is not used.</source>
        <translation>Hindi mailipat sa tabi ang file, kaya iniwan ito sa kinalalagyan nito at hindi ginagamit.</translation>
    </message>
    <message>
        <source>A file was in the place of Jadi&apos;s folder {0}; the file was kept as {1}.</source>
        <translation>May file sa lugar ng folder ng Jadi na {0}; itinabi ang file bilang {1}.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation>Maglaro</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Malapit na</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Ituloy</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>Laruin ang {0}</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Matuto</translation>
    </message>
    <message>
        <source>Learn {0}: tutorial</source>
        <translation>Aralin ang {0}: tutorial</translation>
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
        <translation>Editor ng &amp;posisyon sa Bao…</translation>
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
        <translation>Ang dakilang mancala ng Silangang Aprika: maghasik, kumain at mag-relay sa board na 4×8.</translation>
    </message>
    <message>
        <source>A card game for two teams of two: win the points and leave the others the goat.</source>
        <translation>Larong baraha para sa dalawang koponan na tig-dalawa: kunin ang mga puntos at gawing kambing ang kabila.</translation>
    </message>
    <message>
        <source>Every player has a trump suit of their own: be the first to shed your cards.</source>
        <translation>May sariling trump na suit ang bawat manlalaro: unahang maubusan ng baraha.</translation>
    </message>
    <message>
        <source>Bid and take tricks with your partner; two jokers are the highest trumps.</source>
        <translation>Mag-bid at kumuha ng trick kasama ang kakampi mo; ang dalawang joker ang pinakamataas na trump.</translation>
    </message>
</context>
<context>
    <name>HintReasons</name>
    <message numerus="yes">
        <source>It wins the trick for your team: %n point(s).</source>
        <translation>
            <numerusform>Ipinapanalo nito ang trick para sa koponan mo: %n puntos.</numerusform>
            <numerusform>Ipinapanalo nito ang trick para sa koponan mo: %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your partner wins this trick, so your %n point(s) go to your team.</source>
        <translation>
            <numerusform>Mananalo ang kakampi mo sa trick na ito, kaya mapupunta sa koponan mo ang %n puntos mo.</numerusform>
            <numerusform>Mananalo ang kakampi mo sa trick na ito, kaya mapupunta sa koponan mo ang %n puntos mo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A lead of %n cards: the others must beat every one of them or give as many cards.</source>
        <translation>
            <numerusform>Lead na %n baraha: kailangang talunin ng iba ang bawat isa o magbigay ng ganoon ding dami ng baraha.</numerusform>
            <numerusform>Lead na %n baraha: kailangang talunin ng iba ang bawat isa o magbigay ng ganoon ding dami ng baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the deals the computer tried, your team took about %n trick(s).</source>
        <translation>
            <numerusform>Sa mga deal na sinubukan ng computer, nakakuha ang koponan mo ng mga %n trick.</numerusform>
            <numerusform>Sa mga deal na sinubukan ng computer, nakakuha ang koponan mo ng mga %n trick.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Picking up %n card(s) costs less than beating now.</source>
        <translation>
            <numerusform>Mas mura ang dumampot ng %n baraha kaysa tumalo ngayon.</numerusform>
            <numerusform>Mas mura ang dumampot ng %n baraha kaysa tumalo ngayon.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your team took every trick in {0}% of the deals the computer tried.</source>
        <translation>Nakuha ng koponan mo ang lahat ng trick sa {0}% ng mga deal na sinubukan ng computer.</translation>
    </message>
    <message>
        <source>It is your only move.</source>
        <translation>Ito lang ang puwede mong gawin.</translation>
    </message>
    <message>
        <source>It wins the trick for your team.</source>
        <translation>Ipinapanalo nito ang trick para sa koponan mo.</translation>
    </message>
    <message>
        <source>It beats the winning card, though a later player may still beat it.</source>
        <translation>Tinatalo nito ang nananalong baraha, pero puwede pa itong talunin ng susunod na manlalaro.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick.</source>
        <translation>Ang kakampi mo ang nananalo sa trick.</translation>
    </message>
    <message>
        <source>It keeps your trump for later.</source>
        <translation>Naitatabi nito ang trump mo para sa susunod.</translation>
    </message>
    <message>
        <source>Nothing you hold wins this trick, so your cheapest card goes.</source>
        <translation>Walang hawak mong makapagpapanalo sa trick na ito, kaya ang pinakamurang baraha mo ang ibababa.</translation>
    </message>
    <message>
        <source>Nobody can beat this lead.</source>
        <translation>Walang makatatalo sa lead na ito.</translation>
    </message>
    <message>
        <source>Your highest trump draws out the other players&apos; trumps.</source>
        <translation>Hinuhugot ng pinakamataas mong trump ang mga trump ng ibang manlalaro.</translation>
    </message>
    <message>
        <source>It is your lowest card of the suit, so your strong cards stay in your hand.</source>
        <translation>Ito ang pinakamababa mong baraha sa suit na ito, kaya maiiwan sa kamay mo ang malalakas mong baraha.</translation>
    </message>
    <message>
        <source>Your four cards of one suit take over the trick.</source>
        <translation>Inaagaw ng apat mong baraha na iisang suit ang trick.</translation>
    </message>
    <message>
        <source>In the deals the computer tried, your team hardly took a trick.</source>
        <translation>Sa mga deal na sinubukan ng computer, halos walang trick na nakuha ang koponan mo.</translation>
    </message>
    <message>
        <source>It is the lowest card that beats the top card.</source>
        <translation>Ito ang pinakamababang baraha na tumatalo sa nasa ibabaw.</translation>
    </message>
    <message>
        <source>Only a card of your own trump suit beats the top card.</source>
        <translation>Baraha lang ng sarili mong trump na suit ang tumatalo sa nasa ibabaw.</translation>
    </message>
    <message>
        <source>The next player can hardly beat this card.</source>
        <translation>Mahihirapan ang susunod na manlalaro na talunin ang barahang ito.</translation>
    </message>
    <message>
        <source>Before the deal, every suit is as good as another.</source>
        <translation>Bago mag-deal, pare-pareho lang ang bawat suit.</translation>
    </message>
    <message>
        <source>It did best in the games the computer played out from here.</source>
        <translation>Ito ang pinakamahusay sa mga larong nilaro ng computer hanggang dulo mula rito.</translation>
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
        <translation>Mga tradisyunal na laro mula sa buong mundo: laban sa mahusay na computer, o kasama ang mga kaibigan online.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Mga patakaran</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadistika</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Mga setting</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Maglaro online</translation>
    </message>
    <message>
        <source>Rejoin online table {0}</source>
        <translation>Bumalik sa online na mesa {0}</translation>
    </message>
    <message>
        <source>Continue: {0}</source>
        <translation>Ituloy: {0}</translation>
    </message>
</context>
<context>
    <name>KozelGameView</name>
    <message>
        <source>{0} pulls!</source>
        <translation>{0}: humila!</translation>
    </message>
    <message>
        <source>Four cards of one suit: the played cards go back.</source>
        <translation>Apat na baraha ng iisang suit: ibinabalik ang mga ibinabang baraha.</translation>
    </message>
    <message>
        <source>Eggs: 60 – 60, nobody gets loss points.</source>
        <translation>Itlog: 60 – 60, walang nakakuha ng puntos ng pagkatalo.</translation>
    </message>
    <message>
        <source>Your team gets {0} loss points.</source>
        <translation>Nakakuha ang koponan mo ng {0} puntos ng pagkatalo.</translation>
    </message>
    <message>
        <source>The opponents get {0} loss points.</source>
        <translation>Nakakuha ang mga kalaban ng {0} puntos ng pagkatalo.</translation>
    </message>
    <message>
        <source>Card points: your team {0}, opponents {1}</source>
        <translation>Puntos ng baraha: koponan mo {0}, kalaban {1}</translation>
    </message>
    <message>
        <source>cards: {0}</source>
        <translation>baraha: {0}</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>kakampi mo</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>holds {0}</source>
        <translation>hawak ang {0}</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>Bunutan: {0}</translation>
    </message>
    <message>
        <source>{0} drew {1}</source>
        <translation>{0}: nabunot ang {1}</translation>
    </message>
    <message>
        <source>Trump {0}</source>
        <translation>{0} ang trump</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>Koponan mo</translation>
    </message>
    <message>
        <source>tricks: {0}</source>
        <translation>trick: {0}</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Mga kalaban</translation>
    </message>
    <message>
        <source>Kozel — game {0}</source>
        <translation>Kozel — laro {0}</translation>
    </message>
    <message>
        <source>Trump: {0} (the shown card {1})</source>
        <translation>Trump: {0} (ipinakitang baraha: {1})</translation>
    </message>
    <message numerus="yes">
        <source>Beat the winning cards or discard face down: select %n card(s), then Beat or Discard.</source>
        <translation>
            <numerusform>Talunin ang nananalong baraha o itapon nang nakataob: pumili ng %n baraha, saka ang Talunin o Itapon.</numerusform>
            <numerusform>Talunin ang nananalong baraha o itapon nang nakataob: pumili ng %n baraha, saka ang Talunin o Itapon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: discard %n card(s) face down</source>
        <translation>
            <numerusform>{0}: nagtapon ng %n baraha nang nakataob</numerusform>
            <numerusform>{0}: nagtapon ng %n baraha nang nakataob</numerusform>
        </translation>
    </message>
    <message>
        <source>Loss points: your team {0}, opponents {1} (the goat at {2})</source>
        <translation>Puntos ng pagkatalo: koponan mo {0}, kalaban {1} (kambing sa {2})</translation>
    </message>
    <message>
        <source>Points seen in the piles: yours {0}, theirs {1}</source>
        <translation>Puntos na nakikita sa mga tumpok: inyo {0}, kanila {1}</translation>
    </message>
    <message>
        <source>Opponents: computer ({0})</source>
        <translation>Mga kalaban: computer ({0})</translation>
    </message>
    <message>
        <source>Your lead: click one or more cards of one suit, then Lead (Enter).</source>
        <translation>Ikaw ang mauuna: i-click ang isa o higit pang baraha ng iisang suit, saka ang Mag-lead (Enter).</translation>
    </message>
    <message>
        <source>Lead ({0} selected)</source>
        <translation>Mag-lead ({0} ang pinili)</translation>
    </message>
    <message>
        <source>Beat (B)</source>
        <translation>Talunin (B)</translation>
    </message>
    <message>
        <source>Discard (D)</source>
        <translation>Itapon (D)</translation>
    </message>
    <message numerus="yes">
        <source>Nothing in your hand can beat the winning cards: select %n card(s) to discard face down.</source>
        <translation>
            <numerusform>Walang baraha sa hawak mo na tatalo sa nananalong baraha: pumili ng %n baraha na itatapon nang nakataob.</numerusform>
            <numerusform>Walang baraha sa hawak mo na tatalo sa nananalong baraha: pumili ng %n baraha na itatapon nang nakataob.</numerusform>
        </translation>
    </message>
    <message>
        <source>You hold four cards of one suit: you may pull (P).</source>
        <translation>May hawak kang apat na baraha ng iisang suit: puwede kang humila (P).</translation>
    </message>
    <message>
        <source>Pull (P)</source>
        <translation>Humila (P)</translation>
    </message>
    <message>
        <source>Select your cards first.</source>
        <translation>Piliin muna ang mga baraha mo.</translation>
    </message>
    <message>
        <source>{0}: pull</source>
        <translation>{0}: humila</translation>
    </message>
    <message>
        <source>{0}: lead {1}</source>
        <translation>{0}: nag-lead ng {1}</translation>
    </message>
    <message>
        <source>{0}: beat with {1}</source>
        <translation>{0}: tumalo gamit ang {1}</translation>
    </message>
    <message>
        <source>{0}: discard {1}</source>
        <translation>{0}: nagtapon ng {1}</translation>
    </message>
    <message>
        <source>Resign the whole match? Your team will be the goat.</source>
        <translation>Sumuko sa buong match? Magiging kambing ang koponan mo.</translation>
    </message>
    <message>
        <source>You resigned: your team is the goat.</source>
        <translation>Sumuko ka: kambing ang koponan mo.</translation>
    </message>
    <message>
        <source>Your team wins the match: the opponents are the goat!</source>
        <translation>Panalo ang koponan mo sa match: kambing ang mga kalaban!</translation>
    </message>
    <message>
        <source>Your team is the goat: the opponents win the match.</source>
        <translation>Kambing ang koponan mo: panalo ang mga kalaban sa match.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Laro</translation>
    </message>
    <message>
        <source>Card points (you – them)</source>
        <translation>Puntos ng baraha (kayo – sila)</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Trick</translation>
    </message>
    <message>
        <source>Loss points given</source>
        <translation>Ibinigay na puntos ng pagkatalo</translation>
    </message>
    <message>
        <source>Loss points total</source>
        <translation>Kabuuang puntos ng pagkatalo</translation>
    </message>
    <message>
        <source>eggs</source>
        <translation>itlog</translation>
    </message>
    <message>
        <source>(doubled)</source>
        <translation>(doble)</translation>
    </message>
    <message>
        <source>Loss points: your team {0}, opponents {1}; a team reaching {2} is the goat.</source>
        <translation>Puntos ng pagkatalo: koponan mo {0}, kalaban {1}; kambing ang koponang aabot sa {2}.</translation>
    </message>
    <message>
        <source>You pull!</source>
        <translation>Humila ka!</translation>
    </message>
    <message>
        <source>Hint: pull.</source>
        <translation>Mungkahi: humila.</translation>
    </message>
    <message>
        <source>Hint: lead {0}.</source>
        <translation>Mungkahi: i-lead ang {0}.</translation>
    </message>
    <message>
        <source>Hint: beat with {0}.</source>
        <translation>Mungkahi: tumalo gamit ang {0}.</translation>
    </message>
    <message>
        <source>Hint: discard {0}.</source>
        <translation>Mungkahi: itapon ang {0}.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Madali</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Katamtaman</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Mahirap</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Eksperto</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>The language {0} is not available; English is used.</source>
        <translation>Hindi magagamit ang wikang {0}; Ingles ang gagamitin.</translation>
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
        <translation>&amp;Bagong laro</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Home</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;I-undo ang tira</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Mungkahi</translation>
    </message>
    <message>
        <source>&amp;Finish Animation</source>
        <translation>&amp;Tapusin ang animation</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>&amp;Sumuko…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Estadistika</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Mga setti&amp;ng…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lumabas</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Mga &amp;patakaran</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Mga &amp;shortcut sa keyboard</translation>
    </message>
    <message>
        <source>&amp;About Jadi</source>
        <translation>T&amp;ungkol sa Jadi</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Tungkol sa &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Laro</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Tingnan</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Bilis ng animation</translation>
    </message>
    <message>
        <source>Computer S&amp;trength</source>
        <translation>&amp;Lakas ng computer</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>T&amp;ulong</translation>
    </message>
    <message>
        <source>{0} is coming soon.</source>
        <translation>Malapit nang dumating ang {0}.</translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one? Against the computer it counts as a loss.</source>
        <translation>Iwan ang kasalukuyang laro at magsimula ng bago? Laban sa computer, ituturing itong talo.</translation>
    </message>
    <message>
        <source>Jadi — {0}</source>
        <translation>Jadi — {0}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Bagong laro</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Sumuko</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Sumuko sa larong ito?</translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one?</source>
        <translation>Iwan ang kasalukuyang laro at magsimula ng bago?</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Mga shortcut sa keyboard</translation>
    </message>
    <message>
        <source>About Jadi</source>
        <translation>Tungkol sa Jadi</translation>
    </message>
    <message>
        <source>This language is not available yet.</source>
        <translation>Hindi pa magagamit ang wikang ito.</translation>
    </message>
    <message>
        <source>The new strength applies from the next game.</source>
        <translation>Sa susunod na laro magkakabisa ang bagong lakas.</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Tunog</translation>
    </message>
    <message>
        <source>&amp;Claim the Remaining Tricks</source>
        <translation>&amp;I-claim ang natitirang trick</translation>
    </message>
    <message>
        <source>Re&amp;view Deals…</source>
        <translation>&amp;Balikan ang mga deal…</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>{0} (you)</source>
        <translation>{0} (ikaw)</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>Say…</source>
        <translation>Magsabi…</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rematch</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Umalis sa mesa</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Isang tao</translation>
    </message>
    <message>
        <source>Computer ({0})</source>
        <translation>Computer ({0})</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Kumokonekta muli…</translation>
    </message>
    <message>
        <source>Away: the computer plays for them</source>
        <translation>Wala: ang computer ang naglalaro para sa kanya</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Free seat</source>
        <translation>Bakanteng upuan</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Kumokonekta…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Konektado</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Naputol ang koneksyon: kumokonekta muli…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Hindi konektado</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Magandang laro</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Magaling ang laro mo</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>Salamat</translation>
    </message>
    <message>
        <source>One moment</source>
        <translation>Sandali lang</translation>
    </message>
    <message>
        <source>The server could not be reached. Check the address and the network.</source>
        <translation>Hindi maabot ang server. Tingnan ang address at ang network.</translation>
    </message>
    <message>
        <source>This server speaks another version of Jadi. Update Jadi on both computers.</source>
        <translation>Ibang bersyon ng Jadi ang gamit ng server na ito. I-update ang Jadi sa dalawang computer.</translation>
    </message>
    <message>
        <source>There is no table with this code (it may have ended).</source>
        <translation>Walang mesa na may ganitong code (baka tapos na ito).</translation>
    </message>
    <message>
        <source>Someone else has just taken this seat.</source>
        <translation>May ibang kakakuha lang ng upuang ito.</translation>
    </message>
    <message>
        <source>This seat cannot be taken.</source>
        <translation>Hindi makukuha ang upuang ito.</translation>
    </message>
    <message>
        <source>This seat can no longer be taken back.</source>
        <translation>Hindi na mababawi ang upuang ito.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Ang host lang ang makagagawa niyan.</translation>
    </message>
    <message>
        <source>Every person&apos;s seat must be taken before the start.</source>
        <translation>Dapat may nakaupo sa bawat upuan ng tao bago magsimula.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>Nagsimula na ang laro.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Hindi mo pa turno.</translation>
    </message>
    <message>
        <source>The rules do not allow this move.</source>
        <translation>Hindi ito pinapayagan ng mga patakaran.</translation>
    </message>
    <message>
        <source>The table had moved on: look again and play.</source>
        <translation>Umusad na ang laro sa mesa: tingnan muli at saka maglaro.</translation>
    </message>
    <message>
        <source>Hints are off at this table.</source>
        <translation>Naka-off ang mungkahi sa mesang ito.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Tapos na ang laro.</translation>
    </message>
    <message>
        <source>This seat was taken again from another window.</source>
        <translation>Kinuha muli ang upuang ito mula sa ibang window.</translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment.</source>
        <translation>Masyadong maraming mensahe nang sabay: maghintay sandali.</translation>
    </message>
    <message>
        <source>The server sent something Jadi cannot show.</source>
        <translation>May ipinadala ang server na hindi maipakita ng Jadi.</translation>
    </message>
    <message>
        <source>The server on this computer could not be started.</source>
        <translation>Hindi masimulan ang server sa computer na ito.</translation>
    </message>
    <message>
        <source>The server refused this ({0}).</source>
        <translation>Tinanggihan ito ng server ({0}).</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Upuan {0}</translation>
    </message>
    <message>
        <source>Team {0}</source>
        <translation>Koponan {0}</translation>
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
        <translation>Bao la kujifunza (laro para sa baguhan)</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Ang computer</translation>
    </message>
    <message>
        <source>A second person on this computer</source>
        <translation>Ibang tao sa computer na ito</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Uri</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Kalaban</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Naka-on</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Naka-off</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Nakataob</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Nakabukas</translation>
    </message>
    <message>
        <source>Two colours (♠♣ black, ♥♦ red)</source>
        <translation>Dalawang kulay (♠♣ itim, ♥♦ pula)</translation>
    </message>
    <message>
        <source>Four colours (♣ green, ♦ blue)</source>
        <translation>Apat na kulay (♣ berde, ♦ asul)</translation>
    </message>
    <message>
        <source>Eggs (60–60) double the next game</source>
        <translation>Dinodoble ng itlog (60–60) ang susunod na laro</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Mga itinapon</translation>
    </message>
    <message>
        <source>Loss points that end the match</source>
        <translation>Puntos ng pagkatalo para matapos ang match</translation>
    </message>
    <message>
        <source>Card suits</source>
        <translation>Mga suit ng baraha</translation>
    </message>
    <message>
        <source>Sixes go to the trump owners</source>
        <translation>Sa may-ari ng trump ang mga 6</translation>
    </message>
    <message>
        <source>Pick up even when able to beat</source>
        <translation>Dumampot kahit kayang tumalo</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Bilang ng manlalaro</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Laki ng baraha</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Maliit</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Katamtaman</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Malaki</translation>
    </message>
    <message>
        <source>Suits in your hand</source>
        <translation>Mga suit sa hawak mo</translation>
    </message>
    <message>
        <source>Alternating colours</source>
        <translation>Salitan ang kulay</translation>
    </message>
    <message>
        <source>Always the same order (♣ ♦ ♥ ♠)</source>
        <translation>Laging iisang ayos (♣ ♦ ♥ ♠)</translation>
    </message>
    <message>
        <source>Trumps in your hand</source>
        <translation>Mga trump sa hawak mo</translation>
    </message>
    <message>
        <source>At the right</source>
        <translation>Sa kanan</translation>
    </message>
    <message>
        <source>At the left</source>
        <translation>Sa kaliwa</translation>
    </message>
    <message>
        <source>Cards of a suit</source>
        <translation>Mga baraha ng isang suit</translation>
    </message>
    <message>
        <source>Low to high</source>
        <translation>Mula mababa hanggang mataas</translation>
    </message>
    <message>
        <source>High to low</source>
        <translation>Mula mataas hanggang mababa</translation>
    </message>
    <message>
        <source>Play a forced card by itself</source>
        <translation>Kusang ibaba ang napipilitang baraha</translation>
    </message>
    <message>
        <source>Fast-forward when you are out of the game</source>
        <translation>Pabilisin ang laro kapag ubos na ang baraha mo</translation>
    </message>
    <message>
        <source>Close the result of a deal</source>
        <translation>Isara ang resulta ng deal</translation>
    </message>
    <message>
        <source>When I click</source>
        <translation>Kapag nag-click ako</translation>
    </message>
    <message>
        <source>After 3 seconds</source>
        <translation>Pagkaraan ng 3 segundo</translation>
    </message>
    <message>
        <source>After 5 seconds</source>
        <translation>Pagkaraan ng 5 segundo</translation>
    </message>
    <message>
        <source>After 10 seconds</source>
        <translation>Pagkaraan ng 10 segundo</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Maglaro online</translation>
    </message>
    <message>
        <source>The name the others see</source>
        <translation>Ang pangalang makikita ng iba</translation>
    </message>
    <message>
        <source>Play with friends on other computers.</source>
        <translation>Makipaglaro sa mga kaibigan sa ibang computer.</translation>
    </message>
    <message>
        <source>Create a table</source>
        <translation>Gumawa ng mesa</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Sumali sa mesa</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Laro</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Pangalan mo</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Mga opsyon</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Mga upuan</translation>
    </message>
    <message>
        <source>Players may ask for hints</source>
        <translation>Puwedeng humingi ng mungkahi ang mga manlalaro</translation>
    </message>
    <message>
        <source>Where the table is</source>
        <translation>Nasaan ang mesa</translation>
    </message>
    <message>
        <source>On this computer (players on this network can join)</source>
        <translation>Sa computer na ito (makasasali ang mga manlalaro sa network na ito)</translation>
    </message>
    <message>
        <source>On a server:</source>
        <translation>Sa isang server:</translation>
    </message>
    <message>
        <source>Server address, e.g. jadi.example.org</source>
        <translation>Address ng server, hal. jadi.example.org</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Bumalik</translation>
    </message>
    <message>
        <source>Create the table</source>
        <translation>Gawin ang mesa</translation>
    </message>
    <message>
        <source>The address the host gave you</source>
        <translation>Ang address na ibinigay ng host</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Address ng server</translation>
    </message>
    <message>
        <source>6 letters and digits</source>
        <translation>6 na letra at numero</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Invite code</translation>
    </message>
    <message>
        <source>Find the table</source>
        <translation>Hanapin ang mesa</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Mga mesa sa network na ito</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Naghahanap ng mga mesa…</translation>
    </message>
    <message>
        <source>Choose your seat</source>
        <translation>Piliin ang upuan mo</translation>
    </message>
    <message numerus="yes">
        <source>{0} — {1}&apos;s table, %n free seat(s) · {2}</source>
        <translation>
            <numerusform>{0} — mesa ni {1}, %n bakanteng upuan · {2}</numerusform>
            <numerusform>{0} — mesa ni {1}, %n bakanteng upuan · {2}</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Simulan</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ikaw</translation>
    </message>
    <message>
        <source>Type the name the others will see.</source>
        <translation>I-type ang pangalang makikita ng iba.</translation>
    </message>
    <message>
        <source>Starting the server on this computer…</source>
        <translation>Sinisimulan ang server sa computer na ito…</translation>
    </message>
    <message>
        <source>Type the server&apos;s address.</source>
        <translation>I-type ang address ng server.</translation>
    </message>
    <message>
        <source>Creating the table…</source>
        <translation>Ginagawa ang mesa…</translation>
    </message>
    <message>
        <source>This computer cannot look for tables on the network.</source>
        <translation>Hindi makapaghanap ng mga mesa sa network ang computer na ito.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address and the table&apos;s 6-character code.</source>
        <translation>I-type ang address ng server at ang 6-character na code ng mesa.</translation>
    </message>
    <message>
        <source>Looking for the table…</source>
        <translation>Hinahanap ang mesa…</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>This table&apos;s game has already started.</source>
        <translation>Nagsimula na ang laro sa mesang ito.</translation>
    </message>
    <message>
        <source>Taking the seat…</source>
        <translation>Kinukuha ang upuan…</translation>
    </message>
    <message>
        <source>Invite code: {0}
Address: {1}</source>
        <translation>Invite code: {0}
Address: {1}</translation>
    </message>
    <message>
        <source>{0} — table {1}</source>
        <translation>{0} — mesa {1}</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>Ibigay sa computer</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Naghihintay ng mga manlalaro…</translation>
    </message>
    <message>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Nandito na ang lahat: magsimula kapag handa ka na.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Hinihintay ang host na simulan ang laro…</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>The text is not a Bao position: {0}</source>
        <translation>Hindi posisyon ng Bao ang teksto: {0}</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>Editor ng posisyon</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Uri ng laro</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Titira</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Yugto</translation>
    </message>
    <message>
        <source>Takasia</source>
        <translation>Takasia</translation>
    </message>
    <message>
        <source>Seeds in the game</source>
        <translation>Mga buto sa laro</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Panimulang posisyon</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Walang lamang board</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Kopyahin ang posisyon</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>I-paste ang posisyon</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Maglaro mula rito</translation>
    </message>
    <message>
        <source>Analyse from here</source>
        <translation>Suriin mula rito</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isara</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click to take one away, or use the mouse wheel (Shift: five at a time). The owned nyumba is drawn square; a takasia&apos;d hole has a red rim.</source>
        <translation>I-click ang butas para magdagdag ng buto, i-right-click para mag-alis ng isa, o gamitin ang gulong ng mouse (Shift: lima nang sabay-sabay). Parisukat ang nyumba na pag-aari pa; may pulang gilid ang butas na hinarangan ng takasia.</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>Bao la kujifunza</source>
        <translation>Bao la kujifunza (laro para sa baguhan)</translation>
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
        <translation>wala</translation>
    </message>
    <message>
        <source>{0}&apos;s {1}</source>
        <translation>{1} ng {0}</translation>
    </message>
    <message>
        <source>ghala</source>
        <translation>ghala</translation>
    </message>
    <message>
        <source>{0} owns the nyumba</source>
        <translation>Pag-aari ng {0} ang nyumba</translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) placed</source>
        <translation>
            <numerusform>%n buto ang nakalagay</numerusform>
            <numerusform>%n buto ang nakalagay</numerusform>
        </translation>
    </message>
    <message>
        <source>The position is ready: {0} to move ({1}).</source>
        <translation>Handa na ang posisyon: turno ng {0} ({1}).</translation>
    </message>
    <message numerus="yes">
        <source>{0}&apos;s {1}, the nyumba: %n seed(s).</source>
        <translation>
            <numerusform>{1} ng {0}, ang nyumba: %n buto.</numerusform>
            <numerusform>{1} ng {0}, ang nyumba: %n buto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}&apos;s {1}: %n seed(s).</source>
        <translation>
            <numerusform>{1} ng {0}: %n buto.</numerusform>
            <numerusform>{1} ng {0}: %n buto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position holds %n seed(s); the game has {0}.</source>
        <translation>
            <numerusform>May %n buto ang posisyon; {0} ang sa laro.</numerusform>
            <numerusform>May %n buto ang posisyon; {0} ang sa laro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position holds %n seed(s); at most {0} fit.</source>
        <translation>
            <numerusform>May %n buto ang posisyon; hanggang {0} lang ang kasya.</numerusform>
            <numerusform>May %n buto ang posisyon; hanggang {0} lang ang kasya.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bao la kujifunza has no ghala: every seed is on the board.</source>
        <translation>Walang ghala sa Bao la kujifunza: nasa board ang lahat ng buto.</translation>
    </message>
    <message>
        <source>Bao la kujifunza has no nyumba.</source>
        <translation>Walang nyumba sa Bao la kujifunza.</translation>
    </message>
    <message>
        <source>{0} owns an empty nyumba: emptying the nyumba loses the house.</source>
        <translation>Pag-aari ng {0} ang isang walang lamang nyumba: nawawala ang bahay kapag naubos ang laman ng nyumba.</translation>
    </message>
    <message>
        <source>A takasia block exists only in the mtaji stage of Bao la Kiswahili.</source>
        <translation>Sa yugto ng mtaji lang ng Bao la Kiswahili may takasia.</translation>
    </message>
    <message>
        <source>Takasia on {0}: only a front-row hole holding seeds can be blocked.</source>
        <translation>Takasia sa {0}: butas lang sa hanay sa harap na may laman ang puwedeng harangan.</translation>
    </message>
    <message>
        <source>Takasia on {0}: the owned nyumba is never blocked.</source>
        <translation>Takasia sa {0}: hindi kailanman hinaharangan ang nyumba na pag-aari pa.</translation>
    </message>
    <message>
        <source>Takasia on {0}: the only front-row hole with two or more seeds is never blocked.</source>
        <translation>Takasia sa {0}: hindi kailanman hinaharangan ang nag-iisang butas sa hanay sa harap na may dalawa o higit pang buto.</translation>
    </message>
    <message>
        <source>{0}&apos;s front row is empty: the game would be over.</source>
        <translation>Walang laman ang hanay sa harap ng {0}: tapos na sana ang laro.</translation>
    </message>
    <message>
        <source>{0} has no legal move: the game would be over.</source>
        <translation>Walang puwedeng tira ang {0}: tapos na sana ang laro.</translation>
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
        <translation>Left</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Right</translation>
    </message>
</context>
<context>
    <name>RefusalReasons</name>
    <message numerus="yes">
        <source>You must put down exactly %n card(s), as many as were led.</source>
        <translation>
            <numerusform>Kailangan mong magbaba ng eksaktong %n baraha, kasindami ng ni-lead.</numerusform>
            <numerusform>Kailangan mong magbaba ng eksaktong %n baraha, kasindami ng ni-lead.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>{0} cannot beat {1}: each winning card must be beaten by a higher card of its suit or by a trump.</source>
        <translation>Hindi kayang talunin ng {0} ang {1}: dapat talunin ang bawat nananalong baraha ng mas mataas na baraha ng suit nito o ng trump.</translation>
    </message>
    <message>
        <source>{0} cannot beat {1}: beat it with a higher card of its suit or with your own trump.</source>
        <translation>Hindi matatalo ng {0} ang {1}: talunin ito gamit ang mas mataas na baraha ng suit nito o ang sarili mong trump.</translation>
    </message>
    <message>
        <source>{0} cannot beat {1}: a card of your own trump suit is beaten only by a higher card of that suit.</source>
        <translation>Hindi matatalo ng {0} ang {1}: ang baraha ng sarili mong trump na suit ay natatalo lang ng mas mataas na baraha ng suit na iyon.</translation>
    </message>
    <message>
        <source>You may pick up only when you cannot beat: {0} beats {1}.</source>
        <translation>Puwede ka lang dumampot kapag hindi ka makatalo: tinatalo ng {0} ang {1}.</translation>
    </message>
    <message>
        <source>Beat {0} or pick up first: a card is laid freely only on an empty pile or after a beat.</source>
        <translation>Talunin muna ang {0} o dumampot: malayang nakakapaglapag lang ng baraha sa walang lamang tumpok o pagkatapos tumalo.</translation>
    </message>
    <message>
        <source>You must follow the suit led ({0}) while you can.</source>
        <translation>Kailangan mong sumunod sa suit na ni-lead ({0}) hangga&apos;t kaya mo.</translation>
    </message>
    <message>
        <source>The Big Blooper was led: everyone must play their highest trump ({0}).</source>
        <translation>Ni-lead ang Malaking Blooper: kailangang ibaba ng lahat ang pinakamataas nilang trump ({0}).</translation>
    </message>
    <message>
        <source>The Little Blooper was led: everyone must play their lowest trump ({0}).</source>
        <translation>Ni-lead ang Maliit na Blooper: kailangang ibaba ng lahat ang pinakamababa nilang trump ({0}).</translation>
    </message>
    <message>
        <source>Trumps may not be led until a trump has been played to an earlier trick, unless you bid Board or hold nothing but trumps.</source>
        <translation>Hindi puwedeng mag-lead ng trump hangga&apos;t walang trump na naibaba sa naunang trick, maliban kung nag-Board ka o puro trump ang hawak mo.</translation>
    </message>
    <message>
        <source>You beat the card: now lay one more card of your choice on top.</source>
        <translation>Natalo mo ang baraha: maglapag ngayon ng isa pang baraha (kahit ano) sa ibabaw nito.</translation>
    </message>
    <message>
        <source>A lead is one or more cards of one suit.</source>
        <translation>Ang lead ay isa o higit pang baraha ng iisang suit.</translation>
    </message>
    <message>
        <source>A pull needs four cards of one suit in your hand.</source>
        <translation>Kailangan ng apat na baraha ng iisang suit sa hawak mo para humila.</translation>
    </message>
    <message>
        <source>There is no pull against a lead of four cards, and at most one pull in a trick.</source>
        <translation>Walang hila laban sa lead na apat na baraha, at isang hila lang sa bawat trick.</translation>
    </message>
    <message>
        <source>Your sowing ended in your nyumba: first stop there or play the safari.</source>
        <translation>Natapos ang paghahasik mo sa iyong nyumba: huminto muna roon o laruin ang safari.</translation>
    </message>
    <message>
        <source>That move would never end: its sowing keeps coming back to an earlier position.</source>
        <translation>Hindi matatapos kailanman ang tirang iyan: paulit-ulit na bumabalik ang paghahasik nito sa dating posisyon.</translation>
    </message>
    <message>
        <source>Your nyumba may not start a takasa; only the tax, when it is the only front-row hole with seeds.</source>
        <translation>Hindi puwedeng simulan ng iyong nyumba ang takasa; ang buwis lang, kapag ito na lang ang butas sa hanay sa harap na may buto.</translation>
    </message>
    <message>
        <source>That hole cannot be played now; the highlighted holes can.</source>
        <translation>Hindi puwedeng laruin ngayon ang butas na iyan; puwede ang mga naka-highlight.</translation>
    </message>
    <message>
        <source>That is not possible now; the buttons show what you can do.</source>
        <translation>Hindi iyan puwede ngayon; nasa mga button ang puwede mong gawin.</translation>
    </message>
    <message>
        <source>In namua the seed from your ghala goes into your front row (A1–A8), not into {0}.</source>
        <translation>Sa namua, inihuhulog ang buto mula sa iyong ghala sa hanay mo sa harap (A1–A8), hindi sa {0}.</translation>
    </message>
    <message>
        <source>In namua the seed from your ghala goes into a hole that holds seeds; {0} is empty.</source>
        <translation>Sa namua, inihuhulog ang buto mula sa iyong ghala sa butas na may laman; walang laman ang {0}.</translation>
    </message>
    <message>
        <source>A capture is compulsory: play a hole that captures ({0}).</source>
        <translation>Sapilitan ang pagkain: laruin ang butas na nakakakain ({0}).</translation>
    </message>
    <message>
        <source>A capture is compulsory, and {0} captures only when sown the other way.</source>
        <translation>Sapilitan ang pagkain, at nakakakain lang ang {0} kapag inihasik sa kabilang direksiyon.</translation>
    </message>
    <message>
        <source>A capture is compulsory, and a hole of 16 seeds or more may not start one: play {0}.</source>
        <translation>Sapilitan ang pagkain, at hindi puwedeng magsimula nito ang butas na may 16 o higit pang buto: laruin ang {0}.</translation>
    </message>
    <message>
        <source>{0} is takasia: it may not be sown this turn.</source>
        <translation>Naka-takasia ang {0}: hindi ito puwedeng ihasik sa turnong ito.</translation>
    </message>
    <message>
        <source>A takasa starts from the front row while a front-row hole holds two seeds or more ({0}).</source>
        <translation>Sa hanay sa harap nagsisimula ang takasa habang may butas doon na may dalawa o higit pang buto ({0}).</translation>
    </message>
    <message>
        <source>{0} is the only front-row hole with seeds: it may only be sown toward the centre.</source>
        <translation>Ang {0} na lang ang butas sa hanay sa harap na may buto: puwede lang itong ihasik papunta sa gitna.</translation>
    </message>
    <message>
        <source>A takasa may not start from {0}, which holds a single seed: that is allowed only while you own the nyumba or when no front-row hole holds more than one seed.</source>
        <translation>Hindi puwedeng simulan ang takasa sa {0}, na iisa ang buto: puwede lang iyon habang hawak mo pa ang nyumba o kapag walang butas sa hanay sa harap na may higit sa isang buto.</translation>
    </message>
    <message>
        <source>A capture at {0} sows the captured seeds from the kichwa {1}.</source>
        <translation>Kapag kumain sa {0}, inihahasik ang mga nakuhang buto mula sa kichwa {1}.</translation>
    </message>
    <message>
        <source>A sowing starts from a hole with at least two seeds; {0} has fewer.</source>
        <translation>Nagsisimula ang paghahasik sa butas na may dalawa o higit pang buto; kulang ang laman ng {0}.</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No results to show yet.</source>
        <translation>Wala pang resultang maipapakita.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Your team {0:+d}, opponents {1:+d} (tricks {2} – {3}); score {4} – {5}.</source>
        <translation>Koponan mo {0:+d}, kalaban {1:+d} (trick {2} – {3}); iskor {4} – {5}.</translation>
    </message>
    <message>
        <source>Card points {0} – {1}; loss points given {2} – {3}; loss points now {4} – {5}.</source>
        <translation>Puntos ng baraha {0} – {1}; ibinigay na puntos ng pagkatalo {2} – {3}; puntos ng pagkatalo ngayon {4} – {5}.</translation>
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
        <translation>Kinuha ni {0} ang trick.</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Hakbang {0} sa {1}</translation>
    </message>
    <message>
        <source>Bids:</source>
        <translation>Mga bid:</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} (discarded face down)</source>
        <translation>{0}: {1} (itinapon nang nakataob)</translation>
    </message>
    <message>
        <source>Review a deal</source>
        <translation>Balikan ang isang deal</translation>
    </message>
    <message>
        <source>Game {0}</source>
        <translation>Laro {0}</translation>
    </message>
    <message>
        <source>Deal {0}</source>
        <translation>Deal {0}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Simula</translation>
    </message>
    <message>
        <source>Previous trick</source>
        <translation>Nakaraang trick</translation>
    </message>
    <message>
        <source>Previous play</source>
        <translation>Nakaraang tira</translation>
    </message>
    <message>
        <source>Next play</source>
        <translation>Susunod na tira</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Susunod na trick</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Wakas</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Mga patakaran</translation>
    </message>
    <message>
        <source>The rules of this game are coming soon.</source>
        <translation>Malapit nang ilabas ang mga patakaran ng larong ito.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>The copy saved one step earlier is used instead.</source>
        <translation>Ang kopyang na-save isang tira bago nito ang gagamitin sa halip.</translation>
    </message>
    <message>
        <source>Your progress in the {0} tutorial could not be used.</source>
        <translation>Hindi magamit ang progreso mo sa tutorial ng {0}.</translation>
    </message>
    <message>
        <source>Your saved game of {0} could not be used.</source>
        <translation>Hindi magamit ang naka-save mong laro ng {0}.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Hindi ma-save ang laro.</translation>
    </message>
    <message>
        <source>Jadi tries again after every move.</source>
        <translation>Susubukan ulit ng Jadi pagkatapos ng bawat tira.</translation>
    </message>
    <message>
        <source>The game is being saved again.</source>
        <translation>Nase-save na ulit ang laro.</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>North</source>
        <translation>Hilaga</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Silangan</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Timog</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Kanluran</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The settings could not be read.</source>
        <translation>Hindi mabasa ang mga setting.</translation>
    </message>
    <message>
        <source>The default settings are used.</source>
        <translation>Ang mga default na setting ang ginagamit.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {0}.</source>
        <translation>Itinabi ang kopya ng lumang file bilang {0}.</translation>
    </message>
    <message>
        <source>Some settings had values Jadi does not know ({0}) and were reset; the others are kept.</source>
        <translation>May mga setting na may value na hindi kilala ng Jadi ({0}) kaya ibinalik sa default; naiwan ang iba.</translation>
    </message>
    <message>
        <source>The settings could not be saved.</source>
        <translation>Hindi ma-save ang mga setting.</translation>
    </message>
    <message>
        <source>Changes still apply until Jadi closes.</source>
        <translation>Gagana pa rin ang mga pagbabago hanggang isara ang Jadi.</translation>
    </message>
    <message>
        <source>The settings are being saved again.</source>
        <translation>Nase-save na ulit ang mga setting.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Mga setting</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Pangkalahatan</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Wika</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Bilis ng animation</translation>
    </message>
    <message>
        <source>Computer strength</source>
        <translation>Lakas ng computer</translation>
    </message>
    <message>
        <source>Game options apply from the next new game.</source>
        <translation>Magkakabisa ang mga setting ng laro sa susunod na bagong laro.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa ng baraha</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Mga laro</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Tunog</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Magpatugtog ng tunog</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lakas ng tunog</translation>
    </message>
    <message>
        <source>Card games</source>
        <translation>Mga laro ng baraha</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>&lt;h3&gt;Bao la Kiswahili&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between the holes you may play&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose the hole&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Left / Right&lt;/b&gt; or &lt;b&gt;&amp;lt; / &amp;gt;&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sow anticlockwise / clockwise (after choosing a hole)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;stop, or play the house (safari)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Bao la Kiswahili&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Mga arrow key&lt;/b&gt;&lt;/td&gt;&lt;td&gt;lumipat sa mga butas na puwede mong laruin&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;piliin ang butas&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Left / Right&lt;/b&gt; o &lt;b&gt;&amp;lt; / &amp;gt;&lt;/b&gt;&lt;/td&gt;&lt;td&gt;maghasik nang counterclockwise / clockwise (pagkapili ng butas)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;huminto, o laruin ang bahay (safari)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bao: the move list and the Study menu&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{step_back} / {step_forward}&lt;/td&gt;&lt;td&gt;a move back / forward in the move list (&lt;b&gt;Left / Right&lt;/b&gt; too when you have no move to choose)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Home&lt;/b&gt; / &lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the first position / back to the game ({esc} too)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{redo}&lt;/td&gt;&lt;td&gt;redo the move you took back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{replay}&lt;/td&gt;&lt;td&gt;replay the game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{position_editor}&lt;/td&gt;&lt;td&gt;position editor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{analysis}&lt;/td&gt;&lt;td&gt;analysis on or off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{save_record} / {open_record}&lt;/td&gt;&lt;td&gt;save / open a game record&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{copy_record} / {paste_record}&lt;/td&gt;&lt;td&gt;copy / paste a game record&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Bao: ang listahan ng mga tira at ang menu na Pag-aralan&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{step_back} / {step_forward}&lt;/td&gt;&lt;td&gt;isang tira pabalik / pasulong sa listahan ng mga tira (pati &lt;b&gt;Left / Right&lt;/b&gt; kapag wala kang tirang pipiliin)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Home&lt;/b&gt; / &lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ang unang posisyon / bumalik sa laro (pati {esc})&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{redo}&lt;/td&gt;&lt;td&gt;i-redo ang tirang in-undo mo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{replay}&lt;/td&gt;&lt;td&gt;i-replay ang laro&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{position_editor}&lt;/td&gt;&lt;td&gt;editor ng posisyon&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{analysis}&lt;/td&gt;&lt;td&gt;i-on o i-off ang pagsusuri&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{save_record} / {open_record}&lt;/td&gt;&lt;td&gt;i-save / buksan ang record ng laro&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{copy_record} / {paste_record}&lt;/td&gt;&lt;td&gt;kopyahin / i-paste ang record ng laro&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Every game&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{finish_animation} or {esc}&lt;/td&gt;&lt;td&gt;finish the current animation; {esc} also cancels a choice&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{undo}&lt;/td&gt;&lt;td&gt;undo your last move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{hint}&lt;/td&gt;&lt;td&gt;hint: the computer&apos;s suggestion&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{new_game}&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{home}&lt;/td&gt;&lt;td&gt;back to the home screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{rules}&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{statistics}&lt;/td&gt;&lt;td&gt;statistics&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{settings}&lt;/td&gt;&lt;td&gt;settings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{sound}&lt;/td&gt;&lt;td&gt;sound on or off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{full_screen}&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{quit}&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Lahat ng laro&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{finish_animation} o {esc}&lt;/td&gt;&lt;td&gt;tapusin ang kasalukuyang animation; kinakansela rin ng {esc} ang pagpili&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{undo}&lt;/td&gt;&lt;td&gt;i-undo ang huli mong tira&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{hint}&lt;/td&gt;&lt;td&gt;mungkahi: ang payo ng computer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{new_game}&lt;/td&gt;&lt;td&gt;bagong laro&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{home}&lt;/td&gt;&lt;td&gt;bumalik sa home screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{rules}&lt;/td&gt;&lt;td&gt;mga patakaran&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{statistics}&lt;/td&gt;&lt;td&gt;estadistika&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{settings}&lt;/td&gt;&lt;td&gt;mga setting&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{sound}&lt;/td&gt;&lt;td&gt;i-on o i-off ang tunog&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{full_screen}&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{quit}&lt;/td&gt;&lt;td&gt;lumabas&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card games&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Left / Right&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between the cards of your hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Up / Down&lt;/b&gt;&lt;/td&gt;&lt;td&gt;select / unselect the card (or click it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the selected cards (Kozel: lead, or beat if it can)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;B&lt;/b&gt; / &lt;b&gt;D&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Kozel: beat, discard face down, pull&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Svoi Kozyri: pick up; choose the trump suit ♣ ♦ ♥ ♠&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt; / &lt;b&gt;B&lt;/b&gt; / &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Back Alley: pass, Board, bid a number&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{claim}&lt;/td&gt;&lt;td&gt;Kozel, Back Alley: claim the remaining tricks&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Mga larong baraha&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Left / Right&lt;/b&gt;&lt;/td&gt;&lt;td&gt;lumipat sa mga baraha sa hawak mo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Up / Down&lt;/b&gt;&lt;/td&gt;&lt;td&gt;piliin / alisin sa pagkakapili ang baraha (o i-click ito)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ibaba ang mga napiling baraha (Kozel: mag-lead, o tumalo kung kaya)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;B&lt;/b&gt; / &lt;b&gt;D&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Kozel: tumalo, itapon nang nakataob, humila&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Svoi Kozyri: dumampot; piliin ang trump na suit ♣ ♦ ♥ ♠&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt; / &lt;b&gt;B&lt;/b&gt; / &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Back Alley: pass, Board, mag-bid ng numero&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{claim}&lt;/td&gt;&lt;td&gt;Kozel, Back Alley: i-claim ang natitirang trick&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>Slow</source>
        <translation>Mabagal</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Karaniwan</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Mabilis</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Agad-agad</translation>
    </message>
</context>
<context>
    <name>StandardButtons</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahin</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oo</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hindi</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isara</translation>
    </message>
    <message>
        <source>&lt;h3&gt;About Qt&lt;/h3&gt;&lt;p&gt;Jadi uses Qt {0} through PySide6 {1}.&lt;/p&gt;&lt;p&gt;Qt is a toolkit for cross-platform applications, available under the GNU LGPL version 3 and under commercial licences. See &lt;a href=&apos;https://www.qt.io&apos;&gt;qt.io&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tungkol sa Qt&lt;/h3&gt;&lt;p&gt;Gumagamit ang Jadi ng Qt {0} sa pamamagitan ng PySide6 {1}.&lt;/p&gt;&lt;p&gt;Ang Qt ay toolkit para sa mga cross-platform na application, makukuha sa ilalim ng GNU LGPL bersiyon 3 at ng mga komersiyal na lisensya. Tingnan ang &lt;a href=&apos;https://www.qt.io&apos;&gt;qt.io&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Tungkol sa Qt</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>I-save</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Pangalan ng file:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Uri ng file:</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Tumingin sa:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buksan</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics could not be read.</source>
        <translation>Hindi mabasa ang estadistika.</translation>
    </message>
    <message>
        <source>Counting starts again from zero.</source>
        <translation>Magsisimula ulit sa zero ang bilang.</translation>
    </message>
    <message>
        <source>The result could not be added to the statistics.</source>
        <translation>Hindi maidagdag sa estadistika ang resulta.</translation>
    </message>
    <message>
        <source>It is kept and written with the next result.</source>
        <translation>Itinatago ito at isusulat kasama ng susunod na resulta.</translation>
    </message>
    <message>
        <source>The statistics are being saved again.</source>
        <translation>Nase-save na ulit ang estadistika.</translation>
    </message>
    <message>
        <source>{0} loss points</source>
        <translation>{0} puntos ng pagkatalo</translation>
    </message>
    <message>
        <source>place {0}</source>
        <translation>ika-{0} na puwesto</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} puntos</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estadistika</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Laro</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Lakas</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Nilaro</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Panalo</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Talo</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Panalo %</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Wala pang natapos na laro.</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Mga kalaban</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Mga manlalaro</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Sunud-sunod</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Pinakamahabang sunud-sunod</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Average per game</source>
        <translation>Karaniwan bawat laro</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Natupad na kontrata</translation>
    </message>
    <message>
        <source>Last results</source>
        <translation>Mga huling resulta</translation>
    </message>
    <message>
        <source>Last {0} results ({1}, {2}): won above the line, lost below.</source>
        <translation>Huling {0} resulta ({1}, {2}): panalo sa itaas ng linya, talo sa ibaba.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>I-reset ang estadistika</translation>
    </message>
    <message>
        <source>Reset all statistics? Every game counted so far is forgotten.</source>
        <translation>I-reset ang lahat ng estadistika? Malilimutan ang bawat larong nabilang hanggang ngayon.</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>I-export ang estadistika</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Mga CSV file (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be exported: {0}</source>
        <translation>Hindi ma-export ang estadistika: {0}</translation>
    </message>
    <message>
        <source>Finished games, by game, opponents, strength and number of players. Select a row to see its last results.</source>
        <translation>Mga natapos na laro, ayon sa laro, kalaban, lakas at dami ng manlalaro. Pumili ng hanay para makita ang mga huling resulta nito.</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>I-export bilang CSV…</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>I-reset…</translation>
    </message>
</context>
<context>
    <name>SvoiKozyriGameView</name>
    <message>
        <source>{0} is out!</source>
        <translation>Ubos na ang baraha: {0}!</translation>
    </message>
    <message>
        <source>Place {0}</source>
        <translation>Ika-{0} puwesto</translation>
    </message>
    <message>
        <source>trump {0}</source>
        <translation>{0} ang trump</translation>
    </message>
    <message>
        <source>out: place {0}</source>
        <translation>ubos na: ika-{0} puwesto</translation>
    </message>
    <message>
        <source>cards: {0}</source>
        <translation>baraha: {0}</translation>
    </message>
    <message>
        <source>Cards in the pile: {0}</source>
        <translation>Baraha sa tumpok: {0}</translation>
    </message>
    <message>
        <source>Svoi Kozyri — {0} players</source>
        <translation>Svoi Kozyri — {0} manlalaro</translation>
    </message>
    <message>
        <source>Your trump suit: {0}</source>
        <translation>Ang trump na suit mo: {0}</translation>
    </message>
    <message>
        <source>Top card: {0} ({1} in the pile)</source>
        <translation>Nasa ibabaw: {0} ({1} sa tumpok)</translation>
    </message>
    <message>
        <source>Opponents: computer ({0})</source>
        <translation>Mga kalaban: computer ({0})</translation>
    </message>
    <message>
        <source>Choose your own trump suit (the others take the remaining suits).</source>
        <translation>Piliin ang sarili mong trump na suit (mapupunta sa iba ang natitirang suit).</translation>
    </message>
    <message>
        <source>You beat it: now lay one more card of your choice on top.</source>
        <translation>Natalo mo ito: maglapag ngayon ng isa pang baraha (kahit ano) sa ibabaw nito.</translation>
    </message>
    <message>
        <source>Lay this card (Enter)</source>
        <translation>Ilapag ito (Enter)</translation>
    </message>
    <message>
        <source>Start a new pile with any card.</source>
        <translation>Magsimula ng bagong tumpok gamit ang kahit anong baraha.</translation>
    </message>
    <message>
        <source>Play this card (Enter)</source>
        <translation>Ibaba ito (Enter)</translation>
    </message>
    <message numerus="yes">
        <source>Beat {0} with a higher card of its suit or with your own trump, or pick up %n card(s).</source>
        <translation>
            <numerusform>Talunin ang {0} gamit ang mas mataas na baraha ng suit nito o ang sarili mong trump, o dumampot ng %n baraha.</numerusform>
            <numerusform>Talunin ang {0} gamit ang mas mataas na baraha ng suit nito o ang sarili mong trump, o dumampot ng %n baraha.</numerusform>
        </translation>
    </message>
    <message>
        <source>Beat (Enter)</source>
        <translation>Talunin (Enter)</translation>
    </message>
    <message>
        <source>Pick up (T)</source>
        <translation>Dumampot (T)</translation>
    </message>
    <message numerus="yes">
        <source>Nothing in your hand can beat {0}: pick up %n card(s).</source>
        <translation>
            <numerusform>Walang baraha sa hawak mo na tatalo sa {0}: dumampot ng %n baraha.</numerusform>
            <numerusform>Walang baraha sa hawak mo na tatalo sa {0}: dumampot ng %n baraha.</numerusform>
        </translation>
    </message>
    <message>
        <source>Beat {0} with a higher card of its suit or with your own trump.</source>
        <translation>Talunin ang {0} gamit ang mas mataas na baraha ng suit nito o ang sarili mong trump.</translation>
    </message>
    <message>
        <source>Select one card first.</source>
        <translation>Pumili muna ng isang baraha.</translation>
    </message>
    <message>
        <source>{0}: trumps {1}</source>
        <translation>{0}: {1} ang trump</translation>
    </message>
    <message>
        <source>{0}: lay {1}</source>
        <translation>{0}: naglapag ng {1}</translation>
    </message>
    <message>
        <source>{0}: beat with {1}</source>
        <translation>{0}: tumalo gamit ang {1}</translation>
    </message>
    <message>
        <source>{0}: pick up</source>
        <translation>{0}: dumampot</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Sumuko ka.</translation>
    </message>
    <message>
        <source>A draw: the game reached its move limit.</source>
        <translation>Tabla: naabot ng laro ang hangganan ng tira.</translation>
    </message>
    <message>
        <source>A draw: the last card could beat the card that went out.</source>
        <translation>Tabla: kayang talunin ng huling baraha ang barahang lumabas.</translation>
    </message>
    <message>
        <source>You win: you shed all your cards first!</source>
        <translation>Panalo ka: ikaw ang unang naubusan ng baraha!</translation>
    </message>
    <message>
        <source>{0} wins.</source>
        <translation>Panalo ang {0}.</translation>
    </message>
    <message>
        <source>Last pick-up</source>
        <translation>Huling dampot</translation>
    </message>
    <message>
        <source>{0} picked up these cards.</source>
        <translation>{0}: dinampot ang mga barahang ito.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Manlalaro</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Trump na suit</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Natitirang baraha</translation>
    </message>
    <message>
        <source>Pick-ups</source>
        <translation>Mga pagdampot</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puwesto</translation>
    </message>
    <message>
        <source>You are out!</source>
        <translation>Ubos na ang baraha mo!</translation>
    </message>
    <message>
        <source>out: place {0}</source>
        <comment>your own seat</comment>
        <translation>ubos na: ika-{0} puwesto</translation>
    </message>
    <message>
        <source>Hint: choose {0} as your trump suit.</source>
        <translation>Mungkahi: piliin ang {0} bilang trump na suit mo.</translation>
    </message>
    <message>
        <source>Hint: lay {0}.</source>
        <translation>Mungkahi: ilapag ang {0}.</translation>
    </message>
    <message>
        <source>Hint: beat with {0}.</source>
        <translation>Mungkahi: tumalo gamit ang {0}.</translation>
    </message>
    <message>
        <source>Hint: pick up.</source>
        <translation>Mungkahi: dumampot.</translation>
    </message>
    <message>
        <source>You picked up these cards.</source>
        <translation>Dinampot mo ang mga barahang ito.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>&amp;Tutorial for This Game</source>
        <translation>&amp;Tutorial ng larong ito</translation>
    </message>
    <message>
        <source>T&amp;utorials</source>
        <translation>Mga tuto&amp;rial</translation>
    </message>
    <message>
        <source>The tutorial of {0} cannot be opened: {1}</source>
        <translation>Hindi mabuksan ang tutorial ng {0}: {1}</translation>
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
        <translation>Ulitin ang aralin</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Umalis</translation>
    </message>
    <message>
        <source>Back to the home screen; the tutorial resumes here next time.</source>
        <translation>Bumalik sa home screen; dito magpapatuloy ang tutorial sa susunod.</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Maglaro ng totoong laro</translation>
    </message>
    <message>
        <source>A new game against the computer at the Easy level.</source>
        <translation>Bagong laro laban sa computer sa level na Madali.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Aralin</translation>
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
        <translation>Tapos na ang araling ito: magpatuloy sa susunod na aralin, o ulitin ito.</translation>
    </message>
    <message>
        <source>Read the explanation first, then press Next (or Enter).</source>
        <translation>Basahin muna ang paliwanag, saka pindutin ang Susunod (o Enter).</translation>
    </message>
    <message>
        <source>Taken back:</source>
        <translation>Binawi:</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Magaling!</translation>
    </message>
    <message>
        <source>Not allowed:</source>
        <translation>Hindi puwede:</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Tapos na ang aralin</translation>
    </message>
    <message>
        <source>Lesson complete! Go on with the next lesson: “{0}”.</source>
        <translation>Tapos na ang aralin! Magpatuloy sa susunod na aralin: “{0}”.</translation>
    </message>
    <message>
        <source>You have finished the tutorial. Now play a real game against the computer at the Easy level.</source>
        <translation>Natapos mo na ang tutorial. Ngayon, maglaro ng totoong laro laban sa computer sa level na Madali.</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Hakbang {0} sa {1}</translation>
    </message>
    <message>
        <source>Well done! Now watch your opponents&apos; reply.</source>
        <translation>Magaling! Panoorin ngayon ang sagot ng mga kalaban mo.</translation>
    </message>
    <message>
        <source>Press Next (or Enter) when you are ready.</source>
        <translation>Pindutin ang Susunod (o Enter) kapag handa ka na.</translation>
    </message>
    <message>
        <source>Your move: do what the text asks on the board (the pink ring shows where).</source>
        <translation>Ikaw na: gawin sa board ang sinasabi ng teksto (ipinapakita ng pink na bilog kung saan).</translation>
    </message>
    <message>
        <source>Your move: do what the text asks on the board.</source>
        <translation>Ikaw na: gawin sa board ang sinasabi ng teksto.</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Susunod na aralin</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Susunod</translation>
    </message>
</context>
<context>
    <name>UndoReasons</name>
    <message>
        <source>No undo: new cards were seen since your last move (a draw from the stock).</source>
        <translation>Walang undo: may bagong barahang nakita mula sa huli mong tira (bumunot sa bunutan).</translation>
    </message>
    <message>
        <source>No undo: the deal is over and its result stands.</source>
        <translation>Walang undo: tapos na ang deal at hindi na mababago ang resulta nito.</translation>
    </message>
    <message>
        <source>No undo: the game is over and its result stands.</source>
        <translation>Walang undo: tapos na ang laro at hindi na mababago ang resulta nito.</translation>
    </message>
    <message>
        <source>No undo: you have no move to take back yet.</source>
        <translation>Walang undo: wala ka pang tirang maibabalik.</translation>
    </message>
    <message>
        <source>No undo yet: this position&apos;s moves are still being worked out.</source>
        <translation>Wala pang undo: inaalam pa ang mga posibleng tira sa posisyong ito.</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cy" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h2&gt;Jadi&lt;/h2&gt;&lt;p&gt;Traditional games played offline: Bao la Kiswahili, Kozel, Svoi Kozyri and Back Alley.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;h3&gt;Bundled art&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;The Bao board, its seeds, the home-screen pictures and the icons are drawn by Jadi&apos;s own code (GPL-3.0-or-later, like the program).&lt;/li&gt;&lt;li&gt;Playing cards: the “nicu-white” SVG deck by Nicu Buculei, from the KDE card-data package; public domain (Debian&apos;s package lists it under GPL-2+; Jadi ships it unmodified, see resources/cards/LICENSE.md).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Built with Qt and PySide6 (LGPL-3.0).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Jadi&lt;/h2&gt;&lt;p&gt;Gemau traddodiadol i&apos;w chwarae all-lein: Bao la Kiswahili, Kozel, Svoi Kozyri a Back Alley.&lt;/p&gt;&lt;p&gt;Trwydded: GNU General Public License, fersiwn 3 neu ddiweddarach.&lt;/p&gt;&lt;h3&gt;Y gwaith celf sydd wedi&apos;i gynnwys&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Mae bwrdd Bao, ei hadau, lluniau&apos;r sgrin gartref a&apos;r eiconau wedi&apos;u tynnu gan god Jadi ei hun (GPL-3.0-or-later, fel y rhaglen).&lt;/li&gt;&lt;li&gt;Cardiau chwarae: pecyn SVG “nicu-white” gan Nicu Buculei, o becyn card-data KDE; parth cyhoeddus (mae pecyn Debian yn ei restru dan GPL-2+; mae Jadi yn ei gynnwys heb ei newid, gweler resources/cards/LICENSE.md).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Wedi&apos;i adeiladu gyda Qt a PySide6 (LGPL-3.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Dadansoddiad</translation>
    </message>
    <message>
        <source>Show the threat</source>
        <translation>Dangos y bygythiad</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Symudiad</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Sgôr</translation>
    </message>
    <message>
        <source>South&apos;s chances: the light part is South&apos;s, the dark part North&apos;s.</source>
        <translation>Siawns y De: y rhan olau yw rhan y De, y rhan dywyll yw rhan y Gogledd.</translation>
    </message>
    <message>
        <source>The engine&apos;s score in seeds, from South&apos;s side: + is good for South.</source>
        <translation>Sgôr y peiriant mewn hadau, o ochr y De: mae + yn dda i&apos;r De.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopio</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Dadansoddi</translation>
    </message>
    <message>
        <source>Depth {0}</source>
        <translation>Dyfnder {0}</translation>
    </message>
    <message>
        <source>Best line: {0}</source>
        <translation>Y llinell orau: {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0} wins in %n move(s)</source>
        <translation>
            <numerusform>{0} sy&apos;n ennill mewn %n symudiad</numerusform>
            <numerusform>{0} sy&apos;n ennill mewn un symudiad</numerusform>
            <numerusform>{0} sy&apos;n ennill mewn %n symudiad</numerusform>
            <numerusform>{0} sy&apos;n ennill mewn %n symudiad</numerusform>
            <numerusform>{0} sy&apos;n ennill mewn %n symudiad</numerusform>
        </translation>
    </message>
    <message>
        <source>No threat to show: the opponent would have no move, or the same player moves again.</source>
        <translation>Dim bygythiad i&apos;w ddangos: ni fyddai gan y gwrthwynebydd symudiad, neu mae&apos;r un chwaraewr yn symud eto.</translation>
    </message>
    <message numerus="yes">
        <source>{0}&apos;s threat: {1}, capturing %n seed(s).</source>
        <translation>
            <numerusform>Bygythiad {0}: {1}, yn cipio %n hedyn.</numerusform>
            <numerusform>Bygythiad {0}: {1}, yn cipio un hedyn.</numerusform>
            <numerusform>Bygythiad {0}: {1}, yn cipio %n hedyn.</numerusform>
            <numerusform>Bygythiad {0}: {1}, yn cipio %n hedyn.</numerusform>
            <numerusform>Bygythiad {0}: {1}, yn cipio %n hedyn.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}&apos;s threat: {1}, with no capture.</source>
        <translation>Bygythiad {0}: {1}, heb gipio.</translation>
    </message>
    <message>
        <source>The analysis stopped: {0}</source>
        <translation>Daeth y dadansoddi i ben: {0}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to analyse.</source>
        <translation>Mae&apos;r gêm drosodd: does dim i&apos;w ddadansoddi.</translation>
    </message>
    <message>
        <source>Analysing… (searching deeper)</source>
        <translation>Yn dadansoddi… (yn chwilio&apos;n ddyfnach)</translation>
    </message>
    <message>
        <source>Analysis complete.</source>
        <translation>Mae&apos;r dadansoddiad yn gyflawn.</translation>
    </message>
    <message>
        <source>Analysis paused.</source>
        <translation>Mae&apos;r dadansoddi wedi&apos;i oedi.</translation>
    </message>
    <message>
        <source>Press Analyse to let the engine study this position.</source>
        <translation>Pwyswch Dadansoddi i&apos;r peiriant astudio&apos;r safle hwn.</translation>
    </message>
</context>
<context>
    <name>BackAlleyGameView</name>
    <message>
        <source>Everybody passed</source>
        <translation>Pawb wedi pasio</translation>
    </message>
    <message>
        <source>The next dealer deals again.</source>
        <translation>Mae&apos;r deliwr nesaf yn delio eto.</translation>
    </message>
    <message>
        <source>Deal {0}: your team {1:+d}, opponents {2:+d}</source>
        <translation>Rownd {0}: eich tîm {1:+d}, y gwrthwynebwyr {2:+d}</translation>
    </message>
    <message>
        <source>Tricks {0} – {1}; score {2} – {3}</source>
        <translation>Triciau {0} – {1}; sgôr {2} – {3}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasio</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Bwrdd</translation>
    </message>
    <message>
        <source>bid: {0}</source>
        <translation>cynnig: {0}</translation>
    </message>
    <message>
        <source>tricks: {0}</source>
        <translation>triciau: {0}</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>eich partner</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>deliwr</translation>
    </message>
    <message>
        <source>board ×{0}</source>
        <translation>Bwrdd ×{0}</translation>
    </message>
    <message>
        <source>contract {0}</source>
        <translation>contract o {0}</translation>
    </message>
    <message>
        <source>Trump {0}</source>
        <translation>Trwmp {0}</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Heb drwmp</translation>
    </message>
    <message>
        <source>Deal {0} of {1}</source>
        <translation>Rownd {0} o {1}</translation>
    </message>
    <message>
        <source>{0} discarded {1}</source>
        <translation>{0}: wedi taflu {1}</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>Eich tîm</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gwrthwynebwyr</translation>
    </message>
    <message>
        <source>Back Alley — deal {0} of {1}</source>
        <translation>Back Alley — rownd {0} o {1}</translation>
    </message>
    <message>
        <source>Trump: {0} (turned up {1})</source>
        <translation>Trwmp: {0} (y cerdyn a drowyd: {1})</translation>
    </message>
    <message>
        <source>No trump: {0} was turned up</source>
        <translation>Heb drwmp: trowyd {0}</translation>
    </message>
    <message>
        <source>{0} cards each</source>
        <translation>Cardiau i bob chwaraewr: {0}</translation>
    </message>
    <message>
        <source>Score: your team {0}, opponents {1}</source>
        <translation>Sgôr: eich tîm {0}, y gwrthwynebwyr {1}</translation>
    </message>
    <message>
        <source>Trumps broken</source>
        <translation>Mae trwmp wedi&apos;i chwarae</translation>
    </message>
    <message>
        <source>Trumps not broken yet</source>
        <translation>Dim trwmp wedi&apos;i chwarae eto</translation>
    </message>
    <message>
        <source>Opponents: computer ({0})</source>
        <translation>Gwrthwynebwyr: cyfrifiadur ({0})</translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take ({0} cards)? Board: your side takes them all.</source>
        <translation>Eich cynnig: sawl tric wnewch chi eu hennill (cardiau: {0})? Bwrdd: eich ochr chi sy&apos;n ennill pob un.</translation>
    </message>
    <message>
        <source>Auction so far: {0}.</source>
        <translation>Y cynigion hyd yma: {0}.</translation>
    </message>
    <message>
        <source>Typed bid: {0} (Enter bids it, another digit adds to it).</source>
        <translation>Cynnig a deipiwyd: {0} (mae Enter yn ei gynnig; mae digid arall yn ychwanegu ato).</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasio</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bwrdd</translation>
    </message>
    <message>
        <source>Play a card: click a bright card, then Play (Enter), or double-click it.</source>
        <translation>Chwaraewch gerdyn: cliciwch gerdyn llachar, yna Chwarae (Enter), neu gliciwch ddwywaith arno.</translation>
    </message>
    <message>
        <source>Follow suit if you can.</source>
        <translation>Dilynwch y siwt os gallwch chi.</translation>
    </message>
    <message>
        <source>Play (Enter)</source>
        <translation>Chwarae (Enter)</translation>
    </message>
    <message>
        <source>Select one card first.</source>
        <translation>Dewiswch un cerdyn yn gyntaf.</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>Heb ei ganiatáu: {0}</translation>
    </message>
    <message>
        <source>{0} is not a bid you can make now; the buttons show the bids you can make.</source>
        <translation>Dydy {0} ddim yn gynnig y cewch ei wneud nawr; mae&apos;r botymau&apos;n dangos y cynigion sydd ar gael.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: bid {1}</source>
        <translation>{0}: cynnig {1}</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Rydych chi wedi ildio.</translation>
    </message>
    <message>
        <source>Your team wins {0} to {1}!</source>
        <translation>Eich tîm chi sy&apos;n ennill, {0} i {1}!</translation>
    </message>
    <message>
        <source>The opponents win {0} to {1}.</source>
        <translation>Y gwrthwynebwyr sy&apos;n ennill, {0} i {1}.</translation>
    </message>
    <message>
        <source>A draw: {0} all.</source>
        <translation>Gêm gyfartal: {0} yr un.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Rownd</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cardiau</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trwmp</translation>
    </message>
    <message>
        <source>Tricks (you – them)</source>
        <translation>Triciau (chi – nhw)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pwyntiau</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Cyfanswm</translation>
    </message>
    <message>
        <source>none</source>
        <translation>dim</translation>
    </message>
    <message>
        <source>Score: your team {0}, opponents {1}.</source>
        <translation>Sgôr: eich tîm {0}, y gwrthwynebwyr {1}.</translation>
    </message>
    <message>
        <source>{0}: board ×{1} failed</source>
        <translation>{0}: Bwrdd ×{1} wedi methu</translation>
    </message>
    <message>
        <source>{0}: contract {1} failed</source>
        <translation>{0}: contract o {1} wedi methu</translation>
    </message>
    <message>
        <source>{0}: board ×{1} made</source>
        <translation>{0}: Bwrdd ×{1} wedi llwyddo</translation>
    </message>
    <message>
        <source>{0}: contract {1} made</source>
        <translation>{0}: contract o {1} wedi llwyddo</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>wedi pasio</translation>
    </message>
    <message>
        <source>bid: board</source>
        <translation>cynnig: Bwrdd</translation>
    </message>
    <message>
        <source>{0}: pass</source>
        <translation>{0}: pasio</translation>
    </message>
    <message>
        <source>{0}: board</source>
        <translation>{0}: Bwrdd</translation>
    </message>
    <message>
        <source>Hint: play {0}.</source>
        <translation>Awgrym: chwarae {0}.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Awgrym: pasio.</translation>
    </message>
    <message>
        <source>Hint: bid Board.</source>
        <translation>Awgrym: cynnig Bwrdd.</translation>
    </message>
    <message>
        <source>Hint: bid {0}.</source>
        <translation>Awgrym: cynnig {0}.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Cau</translation>
    </message>
</context>
<context>
    <name>BaoBoardView</name>
    <message>
        <source>Bao board</source>
        <translation>Bwrdd Bao</translation>
    </message>
</context>
<context>
    <name>BaoGameView</name>
    <message>
        <source>The computer could not choose a move: {0}</source>
        <translation>Methodd y cyfrifiadur â dewis symudiad: {0}</translation>
    </message>
    <message>
        <source>That hole cannot be played now; the highlighted holes can.</source>
        <translation>Does dim modd chwarae&apos;r twll yna nawr; mae modd chwarae&apos;r tyllau sydd wedi&apos;u hamlygu.</translation>
    </message>
    <message>
        <source>Capture! Sow the captured seeds from the left kichwa or from the right kichwa?</source>
        <translation>Cipio! Hau&apos;r hadau a gipiwyd o&apos;r kichwa ar y chwith neu o&apos;r kichwa ar y dde?</translation>
    </message>
    <message>
        <source>The tax: sow two seeds from the nyumba to the left or to the right.</source>
        <translation>Y dreth: heuwch ddau hedyn o&apos;r nyumba i&apos;r chwith neu i&apos;r dde.</translation>
    </message>
    <message>
        <source>Clockwise &gt;</source>
        <translation>Clocwedd &gt;</translation>
    </message>
    <message>
        <source>&lt; Anticlockwise</source>
        <translation>&lt; Gwrthglocwedd</translation>
    </message>
    <message>
        <source>Sow which way? Click an arrow, or press Left / Right.</source>
        <translation>Pa ffordd i hau? Cliciwch saeth, neu bwyswch y saeth chwith / dde.</translation>
    </message>
    <message>
        <source>Your sowing ended in your nyumba. Stop here, or play the house (safari) and sow on?</source>
        <translation>Daeth eich hau i ben yn eich nyumba. Aros yma, neu chwarae&apos;r tŷ (safari) a dal ati i hau?</translation>
    </message>
    <message>
        <source>Stop (S)</source>
        <translation>Aros (S)</translation>
    </message>
    <message>
        <source>Safari (P)</source>
        <translation>Safari (P)</translation>
    </message>
    <message>
        <source>Looking for a hint… </source>
        <translation>Yn chwilio am awgrym… </translation>
    </message>
    <message>
        <source>Choose a highlighted hole to drop a seed from your ghala.</source>
        <translation>Dewiswch dwll wedi&apos;i amlygu i ollwng hedyn iddo o&apos;ch ghala.</translation>
    </message>
    <message>
        <source>Choose a highlighted hole to sow from.</source>
        <translation>Dewiswch dwll wedi&apos;i amlygu i hau ohono.</translation>
    </message>
    <message>
        <source>Stage: namua — seeds in the ghala: South {0}, North {1}</source>
        <translation>Cyfnod: namua — hadau yn y ghala: De {0}, Gogledd {1}</translation>
    </message>
    <message>
        <source>Stage: mtaji — every seed is on the board</source>
        <translation>Cyfnod: mtaji — mae pob hedyn ar y bwrdd</translation>
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
        <translation>Y kichwa chwith (A1) &gt;</translation>
    </message>
    <message>
        <source>&lt; From the right kichwa (A8)</source>
        <translation>&lt; Y kichwa dde (A8)</translation>
    </message>
    <message>
        <source>Capture! Sow from {0} which way? Click an arrow, or press Left / Right.</source>
        <translation>Cipio! Pa ffordd i hau o {0}? Cliciwch saeth, neu bwyswch y saeth chwith / dde.</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>Heb ei ganiatáu: {0}</translation>
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
        <translation>Awgrym: arhoswch yma. </translation>
    </message>
    <message>
        <source>Hint: play the safari. </source>
        <translation>Awgrym: chwaraewch y safari. </translation>
    </message>
    <message>
        <source>Hint: {0}, clockwise. </source>
        <translation>Awgrym: {0}, yn glocwedd. </translation>
    </message>
    <message>
        <source>Hint: {0}, anticlockwise. </source>
        <translation>Awgrym: {0}, yn wrthglocwedd. </translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Chwaraewr 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Chwaraewr 2</translation>
    </message>
    <message>
        <source>Computer ({0})</source>
        <translation>Cyfrifiadur ({0})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gwrthwynebydd</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>Enillydd: {0}!</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>{0}: yn meddwl…</translation>
    </message>
    <message>
        <source>{0} is sowing…</source>
        <translation>{0}: yn hau…</translation>
    </message>
    <message>
        <source>Your move ({0})</source>
        <translation>Eich tro chi ({0})</translation>
    </message>
    <message>
        <source>{0} to move</source>
        <translation>Tro {0}</translation>
    </message>
    <message>
        <source>{0} resigned.</source>
        <translation>{0}: wedi ildio.</translation>
    </message>
    <message>
        <source>{0}&apos;s front row is empty.</source>
        <translation>{0}: mae&apos;r rhes flaen yn wag.</translation>
    </message>
    <message>
        <source>{0} has no legal move.</source>
        <translation>{0}: dim symudiad cyfreithlon.</translation>
    </message>
    <message>
        <source>Start a new game with Ctrl+N.</source>
        <translation>Dechreuwch gêm newydd gyda Ctrl+N.</translation>
    </message>
    <message>
        <source>{0} stop</source>
        <comment>move log: the sowing ended in the nyumba and the player stopped</comment>
        <translation>{0} aros</translation>
    </message>
    <message>
        <source>{0} safari</source>
        <comment>move log: the sowing ended in the nyumba and the player played the house</comment>
        <translation>{0} safari</translation>
    </message>
    <message>
        <source>The moves could not be worked out: {0}</source>
        <translation>Methwyd â chyfrifo&apos;r symudiadau: {0}</translation>
    </message>
    <message>
        <source>Working out the moves…</source>
        <translation>Yn cyfrifo&apos;r symudiadau…</translation>
    </message>
    <message>
        <source>Takasia: the opponent threatens to capture this hole, so it may not start a sowing this turn, and a relay ending here stops.</source>
        <translation>Takasia: mae&apos;r gwrthwynebydd yn bygwth cipio&apos;r twll hwn, felly ni ellir dechrau hau ohono y tro hwn, ac mae parhau sy&apos;n gorffen yma yn aros.</translation>
    </message>
    <message>
        <source>The start of the game is shown; the game itself is unchanged.</source>
        <translation>Dangosir dechrau&apos;r gêm; nid yw&apos;r gêm ei hun wedi newid.</translation>
    </message>
    <message>
        <source>The position after action {0} of {1} is shown ({2}); the game itself is unchanged.</source>
        <translation>Dangosir y safle ar ôl gweithred {0} o {1} ({2}); nid yw&apos;r gêm ei hun wedi newid.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Yn ôl i&apos;r gêm</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Chwarae o fan hyn</translation>
    </message>
    <message>
        <source>Left / Right: step, Home / End: first / last, Esc: back to the game.</source>
        <translation>Chwith / De: un cam, Home / End: cyntaf / olaf, Esc: yn ôl i&apos;r gêm.</translation>
    </message>
</context>
<context>
    <name>BaoMoveText</name>
    <message>
        <source>{0}: stopped in the nyumba.</source>
        <translation>{0}: aros yn y nyumba.</translation>
    </message>
    <message numerus="yes">
        <source>{0}: played the house (safari) and sowed its %n seed(s) clockwise.</source>
        <translation>
            <numerusform>{0}: chwarae&apos;r tŷ (safari) a hau&apos;r %n hedyn yn glocwedd.</numerusform>
            <numerusform>{0}: chwarae&apos;r tŷ (safari) a hau un hedyn yn glocwedd.</numerusform>
            <numerusform>{0}: chwarae&apos;r tŷ (safari) a hau&apos;r %n hedyn yn glocwedd.</numerusform>
            <numerusform>{0}: chwarae&apos;r tŷ (safari) a hau&apos;r %n hedyn yn glocwedd.</numerusform>
            <numerusform>{0}: chwarae&apos;r tŷ (safari) a hau&apos;r %n hedyn yn glocwedd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: played the house (safari) and sowed its %n seed(s) anticlockwise.</source>
        <translation>
            <numerusform>{0}: chwarae&apos;r tŷ (safari) a hau&apos;r %n hedyn yn wrthglocwedd.</numerusform>
            <numerusform>{0}: chwarae&apos;r tŷ (safari) a hau un hedyn yn wrthglocwedd.</numerusform>
            <numerusform>{0}: chwarae&apos;r tŷ (safari) a hau&apos;r %n hedyn yn wrthglocwedd.</numerusform>
            <numerusform>{0}: chwarae&apos;r tŷ (safari) a hau&apos;r %n hedyn yn wrthglocwedd.</numerusform>
            <numerusform>{0}: chwarae&apos;r tŷ (safari) a hau&apos;r %n hedyn yn wrthglocwedd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: the tax, a seed from the ghala into the nyumba and %n of its seeds sown clockwise.</source>
        <translation>
            <numerusform>{0}: y dreth, hedyn o&apos;r ghala i&apos;r nyumba a %n o&apos;i hadau wedi&apos;u hau yn glocwedd.</numerusform>
            <numerusform>{0}: y dreth, hedyn o&apos;r ghala i&apos;r nyumba ac un o&apos;i hadau wedi&apos;i hau yn glocwedd.</numerusform>
            <numerusform>{0}: y dreth, hedyn o&apos;r ghala i&apos;r nyumba a %n o&apos;i hadau wedi&apos;u hau yn glocwedd.</numerusform>
            <numerusform>{0}: y dreth, hedyn o&apos;r ghala i&apos;r nyumba a %n o&apos;i hadau wedi&apos;u hau yn glocwedd.</numerusform>
            <numerusform>{0}: y dreth, hedyn o&apos;r ghala i&apos;r nyumba a %n o&apos;i hadau wedi&apos;u hau yn glocwedd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: the tax, a seed from the ghala into the nyumba and %n of its seeds sown anticlockwise.</source>
        <translation>
            <numerusform>{0}: y dreth, hedyn o&apos;r ghala i&apos;r nyumba a %n o&apos;i hadau wedi&apos;u hau yn wrthglocwedd.</numerusform>
            <numerusform>{0}: y dreth, hedyn o&apos;r ghala i&apos;r nyumba ac un o&apos;i hadau wedi&apos;i hau yn wrthglocwedd.</numerusform>
            <numerusform>{0}: y dreth, hedyn o&apos;r ghala i&apos;r nyumba a %n o&apos;i hadau wedi&apos;u hau yn wrthglocwedd.</numerusform>
            <numerusform>{0}: y dreth, hedyn o&apos;r ghala i&apos;r nyumba a %n o&apos;i hadau wedi&apos;u hau yn wrthglocwedd.</numerusform>
            <numerusform>{0}: y dreth, hedyn o&apos;r ghala i&apos;r nyumba a %n o&apos;i hadau wedi&apos;u hau yn wrthglocwedd.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: a seed from the ghala into {1}, which captures.</source>
        <translation>{0}: hedyn o&apos;r ghala i {1}, sy&apos;n cipio.</translation>
    </message>
    <message numerus="yes">
        <source>{0}: a seed from the ghala into {1}, then its %n seed(s) sown clockwise.</source>
        <translation>
            <numerusform>{0}: hedyn o&apos;r ghala i {1}, yna hau&apos;r %n hedyn yn glocwedd.</numerusform>
            <numerusform>{0}: hedyn o&apos;r ghala i {1}, yna hau un hedyn yn glocwedd.</numerusform>
            <numerusform>{0}: hedyn o&apos;r ghala i {1}, yna hau&apos;r %n hedyn yn glocwedd.</numerusform>
            <numerusform>{0}: hedyn o&apos;r ghala i {1}, yna hau&apos;r %n hedyn yn glocwedd.</numerusform>
            <numerusform>{0}: hedyn o&apos;r ghala i {1}, yna hau&apos;r %n hedyn yn glocwedd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: a seed from the ghala into {1}, then its %n seed(s) sown anticlockwise.</source>
        <translation>
            <numerusform>{0}: hedyn o&apos;r ghala i {1}, yna hau&apos;r %n hedyn yn wrthglocwedd.</numerusform>
            <numerusform>{0}: hedyn o&apos;r ghala i {1}, yna hau un hedyn yn wrthglocwedd.</numerusform>
            <numerusform>{0}: hedyn o&apos;r ghala i {1}, yna hau&apos;r %n hedyn yn wrthglocwedd.</numerusform>
            <numerusform>{0}: hedyn o&apos;r ghala i {1}, yna hau&apos;r %n hedyn yn wrthglocwedd.</numerusform>
            <numerusform>{0}: hedyn o&apos;r ghala i {1}, yna hau&apos;r %n hedyn yn wrthglocwedd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n seed(s) from {1} sown clockwise.</source>
        <translation>
            <numerusform>{0}: hau %n hedyn o {1} yn glocwedd.</numerusform>
            <numerusform>{0}: hau un hedyn o {1} yn glocwedd.</numerusform>
            <numerusform>{0}: hau %n hedyn o {1} yn glocwedd.</numerusform>
            <numerusform>{0}: hau %n hedyn o {1} yn glocwedd.</numerusform>
            <numerusform>{0}: hau %n hedyn o {1} yn glocwedd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n seed(s) from {1} sown anticlockwise.</source>
        <translation>
            <numerusform>{0}: hau %n hedyn o {1} yn wrthglocwedd.</numerusform>
            <numerusform>{0}: hau un hedyn o {1} yn wrthglocwedd.</numerusform>
            <numerusform>{0}: hau %n hedyn o {1} yn wrthglocwedd.</numerusform>
            <numerusform>{0}: hau %n hedyn o {1} yn wrthglocwedd.</numerusform>
            <numerusform>{0}: hau %n hedyn o {1} yn wrthglocwedd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Captured %n seed(s) from the opponent&apos;s {0}, sown from the kichwa A1 clockwise.</source>
        <translation>
            <numerusform>Cipio %n hedyn o {0} y gwrthwynebydd, a&apos;u hau o&apos;r kichwa A1 yn glocwedd.</numerusform>
            <numerusform>Cipio un hedyn o {0} y gwrthwynebydd, a&apos;i hau o&apos;r kichwa A1 yn glocwedd.</numerusform>
            <numerusform>Cipio %n hedyn o {0} y gwrthwynebydd, a&apos;u hau o&apos;r kichwa A1 yn glocwedd.</numerusform>
            <numerusform>Cipio %n hedyn o {0} y gwrthwynebydd, a&apos;u hau o&apos;r kichwa A1 yn glocwedd.</numerusform>
            <numerusform>Cipio %n hedyn o {0} y gwrthwynebydd, a&apos;u hau o&apos;r kichwa A1 yn glocwedd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Captured %n seed(s) from the opponent&apos;s {0}, sown from the kichwa A8 anticlockwise.</source>
        <translation>
            <numerusform>Cipio %n hedyn o {0} y gwrthwynebydd, a&apos;u hau o&apos;r kichwa A8 yn wrthglocwedd.</numerusform>
            <numerusform>Cipio un hedyn o {0} y gwrthwynebydd, a&apos;i hau o&apos;r kichwa A8 yn wrthglocwedd.</numerusform>
            <numerusform>Cipio %n hedyn o {0} y gwrthwynebydd, a&apos;u hau o&apos;r kichwa A8 yn wrthglocwedd.</numerusform>
            <numerusform>Cipio %n hedyn o {0} y gwrthwynebydd, a&apos;u hau o&apos;r kichwa A8 yn wrthglocwedd.</numerusform>
            <numerusform>Cipio %n hedyn o {0} y gwrthwynebydd, a&apos;u hau o&apos;r kichwa A8 yn wrthglocwedd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Relay at {0} with %n seed(s).</source>
        <translation>
            <numerusform>Parhau o {0} gyda %n hedyn.</numerusform>
            <numerusform>Parhau o {0} gydag un hedyn.</numerusform>
            <numerusform>Parhau o {0} gyda %n hedyn.</numerusform>
            <numerusform>Parhau o {0} gyda %n hedyn.</numerusform>
            <numerusform>Parhau o {0} gyda %n hedyn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Relays at {0}.</source>
        <comment>the relay holes in order, each with the seeds lifted there</comment>
        <translation>Parhau o {0}.</translation>
    </message>
    <message>
        <source>Ended in {0}.</source>
        <translation>Daeth yr hau i ben yn {0}.</translation>
    </message>
    <message>
        <source>Ended in the nyumba, which stops the sowing.</source>
        <translation>Daeth yr hau i ben yn y nyumba, sy&apos;n atal yr hau.</translation>
    </message>
    <message>
        <source>Ended in the nyumba: stop, or play the house (safari)?</source>
        <translation>Daeth yr hau i ben yn y nyumba: aros, neu chwarae&apos;r tŷ (safari)?</translation>
    </message>
    <message>
        <source>Stopped in the nyumba.</source>
        <translation>Arhosodd yn y nyumba.</translation>
    </message>
    <message>
        <source>Ended in {0}, which is takasia&apos;d this turn: the sowing stops there.</source>
        <translation>Daeth yr hau i ben yn {0}, twll wedi&apos;i rwystro gan takasia y tro hwn: mae&apos;r hau&apos;n aros yno.</translation>
    </message>
    <message>
        <source>{0}&apos;s front row is empty: {1} wins.</source>
        <translation>Mae rhes flaen {0} yn wag: {1} sy&apos;n ennill.</translation>
    </message>
    <message>
        <source>{0} has no legal move: {1} wins.</source>
        <translation>{0}: dim symudiad cyfreithlon, felly {1} sy&apos;n ennill.</translation>
    </message>
    <message>
        <source>{0} no longer owns the nyumba.</source>
        <translation>{0}: dim nyumba mwyach.</translation>
    </message>
    <message numerus="yes">
        <source>Safari: the house is played and its %n seed(s) sown on.</source>
        <translation>
            <numerusform>Safari: chwarae&apos;r tŷ a hau ei %n hedyn ymlaen.</numerusform>
            <numerusform>Safari: chwarae&apos;r tŷ a hau ei un hedyn ymlaen.</numerusform>
            <numerusform>Safari: chwarae&apos;r tŷ a hau ei %n hedyn ymlaen.</numerusform>
            <numerusform>Safari: chwarae&apos;r tŷ a hau ei %n hedyn ymlaen.</numerusform>
            <numerusform>Safari: chwarae&apos;r tŷ a hau ei %n hedyn ymlaen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Takasia: the opponent&apos;s {0} is blocked for one turn.</source>
        <translation>Takasia: mae {0} y gwrthwynebydd wedi&apos;i rwystro am un tro.</translation>
    </message>
</context>
<context>
    <name>BaoPanel</name>
    <message>
        <source>The computer is thinking</source>
        <translation>Mae&apos;r cyfrifiadur yn meddwl</translation>
    </message>
    <message>
        <source>Choose another hole</source>
        <translation>Dewis twll arall</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Dadwneud</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Awgrym</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Gêm newydd</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Ildio</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Symudiadau</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Cofnod symudiadau</translation>
    </message>
    <message>
        <source>The last move</source>
        <translation>Y symudiad olaf</translation>
    </message>
</context>
<context>
    <name>BaoStudy</name>
    <message>
        <source>&amp;Study</source>
        <translation>&amp;Astudio</translation>
    </message>
    <message>
        <source>&amp;Save Game Record…</source>
        <translation>&amp;Cadw cofnod y gêm…</translation>
    </message>
    <message>
        <source>&amp;Open Game Record…</source>
        <translation>&amp;Agor cofnod gêm…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Record</source>
        <translation>&amp;Copïo cofnod y gêm</translation>
    </message>
    <message>
        <source>&amp;Paste Game Record</source>
        <translation>&amp;Gludo cofnod gêm</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Ail-wneud symudiad</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Yn ôl i&apos;r gêm</translation>
    </message>
    <message>
        <source>Re&amp;play the Game</source>
        <translation>&amp;Ailchwarae&apos;r gêm</translation>
    </message>
    <message>
        <source>Continue from Here Against the &amp;Computer</source>
        <translation>Chwarae o fan hyn yn erbyn y &amp;cyfrifiadur</translation>
    </message>
    <message>
        <source>Continue from Here Against a P&amp;erson</source>
        <translation>Chwarae o fan hyn yn erbyn &amp;person</translation>
    </message>
    <message>
        <source>Position &amp;Editor…</source>
        <translation>&amp;Golygydd safle…</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Dadansoddiad</translation>
    </message>
    <message>
        <source>Check the Game for &amp;Blunders</source>
        <translation>Gwirio&apos;r gêm am &amp;gamgymeriadau mawr</translation>
    </message>
    <message>
        <source>&amp;Hole Names on the Board</source>
        <translation>Enwau&apos;r &amp;tyllau ar y bwrdd</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Dim</translation>
    </message>
    <message>
        <source>The Side to Move&apos;s Holes</source>
        <translation>Tyllau&apos;r ochr sydd â&apos;r tro</translation>
    </message>
    <message>
        <source>Both Sides&apos; Holes</source>
        <translation>Tyllau&apos;r ddwy ochr</translation>
    </message>
    <message>
        <source>Stop the &amp;Replay</source>
        <translation>&amp;Stopio&apos;r ailchwarae</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation>Cadw cofnod y gêm</translation>
    </message>
    <message>
        <source>Bao game records (*{0})</source>
        <translation>Cofnodion gemau Bao (*{0})</translation>
    </message>
    <message>
        <source>The game record could not be saved: {0}</source>
        <translation>Nid oedd modd cadw cofnod y gêm: {0}</translation>
    </message>
    <message>
        <source>Game record saved.</source>
        <translation>Cofnod y gêm wedi&apos;i gadw.</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Agor cofnod gêm</translation>
    </message>
    <message>
        <source>Bao game records (*{0});;All files (*)</source>
        <translation>Cofnodion gemau Bao (*{0});;Pob ffeil (*)</translation>
    </message>
    <message>
        <source>The file could not be read: {0}</source>
        <translation>Nid oedd modd darllen y ffeil: {0}</translation>
    </message>
    <message>
        <source>Game record copied.</source>
        <translation>Cofnod y gêm wedi&apos;i gopïo.</translation>
    </message>
    <message>
        <source>This is not a valid Bao game record. Line {0}: {1}</source>
        <translation>Nid yw hwn yn gofnod dilys o gêm Bao. Llinell {0}: {1}</translation>
    </message>
    <message>
        <source>This is not a valid Bao game record: {0}</source>
        <translation>Nid yw hwn yn gofnod dilys o gêm Bao: {0}</translation>
    </message>
    <message>
        <source>Game record opened: use the move list to go through it.</source>
        <translation>Cofnod y gêm wedi&apos;i agor: defnyddiwch y cofnod symudiadau i fynd drwyddo.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Agor gêm</translation>
    </message>
    <message>
        <source>Abandon the current game? Against the computer it counts as a loss.</source>
        <translation>Rhoi&apos;r gorau i&apos;r gêm hon? Yn erbyn y cyfrifiadur, mae&apos;n cyfrif fel colled.</translation>
    </message>
    <message>
        <source>Game record</source>
        <translation>Cofnod gêm</translation>
    </message>
    <message>
        <source>Checking the game for blunders…</source>
        <translation>Yn gwirio&apos;r gêm am gamgymeriadau mawr…</translation>
    </message>
</context>
<context>
    <name>CardGameView</name>
    <message>
        <source>The computer could not choose a move: {0}</source>
        <translation>Methodd y cyfrifiadur â dewis symudiad: {0}</translation>
    </message>
    <message>
        <source>That card cannot be played now; the bright cards can.</source>
        <translation>Does dim modd chwarae&apos;r cerdyn yna nawr; mae modd chwarae&apos;r cardiau llachar.</translation>
    </message>
    <message>
        <source>That is not possible now; the buttons show what you can do.</source>
        <translation>Does dim modd gwneud hynny nawr; mae&apos;r botymau&apos;n dangos beth allwch chi ei wneud.</translation>
    </message>
    <message>
        <source>Click or press Enter to continue.</source>
        <translation>Cliciwch neu bwyswch Enter i barhau.</translation>
    </message>
    <message>
        <source>{0} (computer)</source>
        <translation>{0} (cyfrifiadur)</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>Heb ei ganiatáu: {0}</translation>
    </message>
    <message>
        <source>Score sheet: see the panel. New game: Ctrl+N.</source>
        <translation>Taflen sgorio: gweler y panel. Gêm newydd: Ctrl+N.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Yn chwilio am awgrym…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Diwedd y gêm</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>{0}: yn meddwl…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Eich tro chi</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>Tro {0}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Taflen sgorio</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Y tric olaf</translation>
    </message>
    <message>
        <source>You won this trick.</source>
        <translation>Chi enillodd y tric hwn.</translation>
    </message>
    <message>
        <source>Won by {0}.</source>
        <translation>Enillydd y tric: {0}.</translation>
    </message>
    <message>
        <source>You are out in place {0}: your result is counted. The others play on.</source>
        <translation>Rydych chi allan yn safle {0}: mae eich canlyniad wedi&apos;i gyfrif. Mae&apos;r lleill yn chwarae ymlaen.</translation>
    </message>
    <message>
        <source>Finish quickly</source>
        <translation>Gorffen yn gyflym</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message>
        <source>The computer is thinking</source>
        <translation>Mae&apos;r cyfrifiadur yn meddwl</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Y tric olaf</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Taflen sgorio</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Dadwneud</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Awgrym</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Gêm newydd</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Ildio</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Symudiadau</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Cofnod symudiadau</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>You</source>
        <translation>Chi</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Big Blooper</source>
        <translation>Blooper Mawr</translation>
    </message>
    <message>
        <source>Little Blooper</source>
        <translation>Blooper Bach</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clybiau</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diemwntau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>calonnau</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>rhawiau</translation>
    </message>
</context>
<context>
    <name>Claims</name>
    <message>
        <source>Claim accepted: your team takes every remaining trick and all its points.</source>
        <translation>Hawliad wedi&apos;i dderbyn: mae eich tîm yn ennill pob tric sydd ar ôl a&apos;u holl bwyntiau.</translation>
    </message>
    <message>
        <source>Claim accepted: your team takes every remaining trick.</source>
        <translation>Hawliad wedi&apos;i dderbyn: mae eich tîm yn ennill pob tric sydd ar ôl.</translation>
    </message>
    <message>
        <source>Claim refused: the other team could still win the trick being played.</source>
        <translation>Hawliad wedi&apos;i wrthod: gallai&apos;r tîm arall ennill y tric sy&apos;n cael ei chwarae o hyd.</translation>
    </message>
    <message>
        <source>Claim refused: with some play of the cards, the other team still wins a later trick.</source>
        <translation>Hawliad wedi&apos;i wrthod: o chwarae&apos;r cardiau mewn rhyw ffordd, mae&apos;r tîm arall yn dal i ennill tric yn nes ymlaen.</translation>
    </message>
    <message>
        <source>You can claim only while the cards are being played.</source>
        <translation>Dim ond tra bo&apos;r cardiau&apos;n cael eu chwarae y gallwch hawlio.</translation>
    </message>
    <message>
        <source>Claim once the stock is empty: until then nobody knows who will draw which card.</source>
        <translation>Hawliwch pan fydd y stoc yn wag: tan hynny does neb yn gwybod pwy fydd yn codi pa gerdyn.</translation>
    </message>
    <message>
        <source>Svoi Kozyri has no claims: there are no tricks, and any player may still pick up from the pile.</source>
        <translation>Does dim hawlio yn Svoi Kozyri: does dim triciau, a gall unrhyw chwaraewr godi o&apos;r pentwr o hyd.</translation>
    </message>
    <message>
        <source>Too many cards are left to check this claim; try again after a few tricks.</source>
        <translation>Mae gormod o gardiau ar ôl i wirio&apos;r hawliad hwn; rhowch gynnig arall ar ôl ychydig driciau.</translation>
    </message>
    <message>
        <source>{0} claimed the remaining tricks: your team takes them all, whatever anyone plays.</source>
        <translation>{0}: wedi hawlio&apos;r triciau sydd ar ôl; mae eich tîm yn eu hennill i gyd, beth bynnag a chwaraeir.</translation>
    </message>
    <message>
        <source>{0} claimed the remaining tricks: their team takes them all, whatever anyone plays.</source>
        <translation>{0}: wedi hawlio&apos;r triciau sydd ar ôl; mae eu tîm yn eu hennill i gyd, beth bynnag a chwaraeir.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>The file is too large ({0} MB; Jadi&apos;s files are never larger than {1} MB).</source>
        <translation>Mae&apos;r ffeil yn rhy fawr ({0} MB; dydy ffeiliau Jadi byth yn fwy na {1} MB).</translation>
    </message>
    <message>
        <source>The file is too large.</source>
        <translation>Mae&apos;r ffeil yn rhy fawr.</translation>
    </message>
    <message>
        <source>The file is nested too deeply to be one of Jadi&apos;s files.</source>
        <translation>Mae&apos;r ffeil wedi&apos;i nythu&apos;n rhy ddwfn i fod yn un o ffeiliau Jadi.</translation>
    </message>
    <message>
        <source>There is a folder or something else that is not a file in its place.</source>
        <translation>Mae ffolder, neu rywbeth arall nad yw&apos;n ffeil, yn ei lle.</translation>
    </message>
    <message>
        <source>The file does not contain what Jadi saves there.</source>
        <translation>Dydy&apos;r ffeil ddim yn cynnwys yr hyn mae Jadi yn ei gadw ynddi.</translation>
    </message>
    <message>
        <source>The game in the file is not a valid position.</source>
        <translation>Dydy&apos;r gêm yn y ffeil ddim yn safle dilys.</translation>
    </message>
    <message>
        <source>The file is damaged.</source>
        <translation>Mae&apos;r ffeil wedi&apos;i difrodi.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Mae&apos;r ddisg yn llawn.</translation>
    </message>
    <message>
        <source>The disk or folder is read-only.</source>
        <translation>Mae&apos;r ddisg neu&apos;r ffolder yn ddarllen-yn-unig.</translation>
    </message>
    <message>
        <source>Jadi has no permission to use this file or its folder.</source>
        <translation>Does gan Jadi ddim caniatâd i ddefnyddio&apos;r ffeil hon na&apos;i ffolder.</translation>
    </message>
    <message>
        <source>A file is in the place of one of its folders.</source>
        <translation>Mae ffeil yn lle un o&apos;i ffolderi.</translation>
    </message>
    <message>
        <source>The disk reported an error.</source>
        <translation>Adroddodd y ddisg wall.</translation>
    </message>
    <message>
        <source>The system reported: {0}.</source>
        <translation>Adroddodd y system: {0}.</translation>
    </message>
    <message>
        <source>The file was kept as {0}.</source>
        <translation>Cadwyd y ffeil fel {0}.</translation>
    </message>
    <message>
        <source>The file could not be moved aside, so it was left where it is and is not used.</source>
        <translation>Doedd dim modd symud y ffeil o&apos;r neilltu, felly cafodd ei gadael lle mae hi ac ni chaiff ei defnyddio.</translation>
    </message>
    <message>
        <source>A file was in the place of Jadi&apos;s folder {0}; the file was kept as {1}.</source>
        <translation>Roedd ffeil yn lle ffolder Jadi {0}; cadwyd y ffeil fel {1}.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation>Chwarae</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Yn dod cyn hir</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Ailgydio</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>Chwarae {0}</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Dysgu</translation>
    </message>
    <message>
        <source>Learn {0}: tutorial</source>
        <translation>Dysgu {0}: tiwtorial</translation>
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
        <translation>Golygydd safle &amp;Bao…</translation>
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
        <translation>Mancala mawr Dwyrain Affrica: hau, cipio a pharhau ar fwrdd 4×8.</translation>
    </message>
    <message>
        <source>A card game for two teams of two: win the points and leave the others the goat.</source>
        <translation>Gêm gardiau i ddau dîm o ddau: enillwch y pwyntiau a gadewch yr afr i&apos;r lleill.</translation>
    </message>
    <message>
        <source>Every player has a trump suit of their own: be the first to shed your cards.</source>
        <translation>Mae gan bob chwaraewr ei siwt drwmp ei hun: byddwch y cyntaf i gael gwared ar eich cardiau.</translation>
    </message>
    <message>
        <source>Bid and take tricks with your partner; two jokers are the highest trumps.</source>
        <translation>Cynigiwch ac enillwch driciau gyda&apos;ch partner; y ddau jocer yw&apos;r trympiau uchaf.</translation>
    </message>
</context>
<context>
    <name>HintReasons</name>
    <message numerus="yes">
        <source>It wins the trick for your team: %n point(s).</source>
        <translation>
            <numerusform>Mae&apos;n ennill y tric i&apos;ch tîm: %n pwynt.</numerusform>
            <numerusform>Mae&apos;n ennill y tric i&apos;ch tîm: un pwynt.</numerusform>
            <numerusform>Mae&apos;n ennill y tric i&apos;ch tîm: %n pwynt.</numerusform>
            <numerusform>Mae&apos;n ennill y tric i&apos;ch tîm: %n pwynt.</numerusform>
            <numerusform>Mae&apos;n ennill y tric i&apos;ch tîm: %n pwynt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your partner wins this trick, so your %n point(s) go to your team.</source>
        <translation>
            <numerusform>Eich partner sy&apos;n ennill y tric hwn, felly mae&apos;ch %n pwynt yn mynd i&apos;ch tîm.</numerusform>
            <numerusform>Eich partner sy&apos;n ennill y tric hwn, felly mae&apos;ch un pwynt yn mynd i&apos;ch tîm.</numerusform>
            <numerusform>Eich partner sy&apos;n ennill y tric hwn, felly mae&apos;ch %n pwynt yn mynd i&apos;ch tîm.</numerusform>
            <numerusform>Eich partner sy&apos;n ennill y tric hwn, felly mae&apos;ch %n pwynt yn mynd i&apos;ch tîm.</numerusform>
            <numerusform>Eich partner sy&apos;n ennill y tric hwn, felly mae&apos;ch %n pwynt yn mynd i&apos;ch tîm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A lead of %n cards: the others must beat every one of them or give as many cards.</source>
        <translation>
            <numerusform>Arwain %n cerdyn: rhaid i&apos;r lleill guro pob un neu roi&apos;r un nifer o gardiau.</numerusform>
            <numerusform>Arwain un cerdyn: rhaid i&apos;r lleill ei guro neu roi un cerdyn.</numerusform>
            <numerusform>Arwain %n cerdyn: rhaid i&apos;r lleill guro pob un neu roi&apos;r un nifer o gardiau.</numerusform>
            <numerusform>Arwain %n cerdyn: rhaid i&apos;r lleill guro pob un neu roi&apos;r un nifer o gardiau.</numerusform>
            <numerusform>Arwain %n cerdyn: rhaid i&apos;r lleill guro pob un neu roi&apos;r un nifer o gardiau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the deals the computer tried, your team took about %n trick(s).</source>
        <translation>
            <numerusform>Yn y rowndiau a brofodd y cyfrifiadur, enillodd eich tîm tua %n tric.</numerusform>
            <numerusform>Yn y rowndiau a brofodd y cyfrifiadur, enillodd eich tîm tua un tric.</numerusform>
            <numerusform>Yn y rowndiau a brofodd y cyfrifiadur, enillodd eich tîm tua %n tric.</numerusform>
            <numerusform>Yn y rowndiau a brofodd y cyfrifiadur, enillodd eich tîm tua %n tric.</numerusform>
            <numerusform>Yn y rowndiau a brofodd y cyfrifiadur, enillodd eich tîm tua %n tric.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Picking up %n card(s) costs less than beating now.</source>
        <translation>
            <numerusform>Mae codi %n cerdyn yn costio llai na churo nawr.</numerusform>
            <numerusform>Mae codi un cerdyn yn costio llai na churo nawr.</numerusform>
            <numerusform>Mae codi %n cerdyn yn costio llai na churo nawr.</numerusform>
            <numerusform>Mae codi %n cerdyn yn costio llai na churo nawr.</numerusform>
            <numerusform>Mae codi %n cerdyn yn costio llai na churo nawr.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your team took every trick in {0}% of the deals the computer tried.</source>
        <translation>Enillodd eich tîm bob tric mewn {0}% o&apos;r rowndiau a brofodd y cyfrifiadur.</translation>
    </message>
    <message>
        <source>It is your only move.</source>
        <translation>Dyma&apos;ch unig symudiad.</translation>
    </message>
    <message>
        <source>It wins the trick for your team.</source>
        <translation>Mae&apos;n ennill y tric i&apos;ch tîm.</translation>
    </message>
    <message>
        <source>It beats the winning card, though a later player may still beat it.</source>
        <translation>Mae&apos;n curo&apos;r cerdyn sy&apos;n ennill, er y gall chwaraewr diweddarach ei guro o hyd.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick.</source>
        <translation>Eich partner sy&apos;n ennill y tric.</translation>
    </message>
    <message>
        <source>It keeps your trump for later.</source>
        <translation>Mae&apos;n cadw&apos;ch trwmp ar gyfer wedyn.</translation>
    </message>
    <message>
        <source>Nothing you hold wins this trick, so your cheapest card goes.</source>
        <translation>Does dim byd yn eich llaw yn ennill y tric hwn, felly mae&apos;ch cerdyn lleiaf gwerthfawr yn mynd.</translation>
    </message>
    <message>
        <source>Nobody can beat this lead.</source>
        <translation>All neb guro&apos;r arweiniad hwn.</translation>
    </message>
    <message>
        <source>Your highest trump draws out the other players&apos; trumps.</source>
        <translation>Mae&apos;ch trwmp uchaf yn tynnu trympiau&apos;r chwaraewyr eraill allan.</translation>
    </message>
    <message>
        <source>It is your lowest card of the suit, so your strong cards stay in your hand.</source>
        <translation>Dyma&apos;ch cerdyn isaf yn y siwt, felly mae&apos;ch cardiau cryf yn aros yn eich llaw.</translation>
    </message>
    <message>
        <source>Your four cards of one suit take over the trick.</source>
        <translation>Mae&apos;ch pedwar cerdyn o&apos;r un siwt yn cymryd y tric drosodd.</translation>
    </message>
    <message>
        <source>In the deals the computer tried, your team hardly took a trick.</source>
        <translation>Yn y rowndiau a brofodd y cyfrifiadur, prin yr enillodd eich tîm dric.</translation>
    </message>
    <message>
        <source>It is the lowest card that beats the top card.</source>
        <translation>Dyma&apos;r cerdyn isaf sy&apos;n curo&apos;r cerdyn uchaf.</translation>
    </message>
    <message>
        <source>Only a card of your own trump suit beats the top card.</source>
        <translation>Dim ond cerdyn o&apos;ch siwt drwmp eich hun sy&apos;n curo&apos;r cerdyn uchaf.</translation>
    </message>
    <message>
        <source>The next player can hardly beat this card.</source>
        <translation>Prin y gall y chwaraewr nesaf guro&apos;r cerdyn hwn.</translation>
    </message>
    <message>
        <source>Before the deal, every suit is as good as another.</source>
        <translation>Cyn delio, mae pob siwt cystal â&apos;i gilydd.</translation>
    </message>
    <message>
        <source>It did best in the games the computer played out from here.</source>
        <translation>Hwn wnaeth orau yn y gêmau a chwaraeodd y cyfrifiadur i&apos;r diwedd o&apos;r fan hon.</translation>
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
        <translation>Gemau traddodiadol o bedwar ban byd: chwaraewch yn erbyn cyfrifiadur cryf, neu gyda ffrindiau ar-lein.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rheolau</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Ystadegau</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Gosodiadau</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Chwarae ar-lein</translation>
    </message>
    <message>
        <source>Rejoin online table {0}</source>
        <translation>Ailymuno â bwrdd ar-lein {0}</translation>
    </message>
    <message>
        <source>Continue: {0}</source>
        <translation>Parhau: {0}</translation>
    </message>
</context>
<context>
    <name>KozelGameView</name>
    <message>
        <source>{0} pulls!</source>
        <translation>{0}: tynnu!</translation>
    </message>
    <message>
        <source>Four cards of one suit: the played cards go back.</source>
        <translation>Pedwar cerdyn o&apos;r un siwt: mae&apos;r cardiau a chwaraewyd yn mynd yn ôl.</translation>
    </message>
    <message>
        <source>Eggs: 60 – 60, nobody gets loss points.</source>
        <translation>Wyau: 60 – 60, does neb yn cael pwyntiau colli.</translation>
    </message>
    <message>
        <source>Your team gets {0} loss points.</source>
        <translation>Mae&apos;ch tîm yn cael {0} pwynt colli.</translation>
    </message>
    <message>
        <source>The opponents get {0} loss points.</source>
        <translation>Mae&apos;r gwrthwynebwyr yn cael {0} pwynt colli.</translation>
    </message>
    <message>
        <source>Card points: your team {0}, opponents {1}</source>
        <translation>Pwyntiau cardiau: eich tîm {0}, y gwrthwynebwyr {1}</translation>
    </message>
    <message>
        <source>cards: {0}</source>
        <translation>cardiau: {0}</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>eich partner</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>deliwr</translation>
    </message>
    <message>
        <source>holds {0}</source>
        <translation>yn dal {0}</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>Stoc: {0}</translation>
    </message>
    <message>
        <source>{0} drew {1}</source>
        <translation>{0}: wedi codi {1}</translation>
    </message>
    <message>
        <source>Trump {0}</source>
        <translation>Trwmp {0}</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>Eich tîm</translation>
    </message>
    <message>
        <source>tricks: {0}</source>
        <translation>triciau: {0}</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gwrthwynebwyr</translation>
    </message>
    <message>
        <source>Kozel — game {0}</source>
        <translation>Kozel — gêm {0}</translation>
    </message>
    <message>
        <source>Trump: {0} (the shown card {1})</source>
        <translation>Trwmp: {0} (y cerdyn a ddangoswyd: {1})</translation>
    </message>
    <message numerus="yes">
        <source>Beat the winning cards or discard face down: select %n card(s), then Beat or Discard.</source>
        <translation>
            <numerusform>Curwch y cardiau sy&apos;n ennill neu daflwch wyneb i lawr: dewiswch %n cerdyn, yna Curo neu Taflu.</numerusform>
            <numerusform>Curwch y cerdyn sy&apos;n ennill neu daflwch ef wyneb i lawr: dewiswch un cerdyn, yna Curo neu Taflu.</numerusform>
            <numerusform>Curwch y cardiau sy&apos;n ennill neu daflwch wyneb i lawr: dewiswch %n cerdyn, yna Curo neu Taflu.</numerusform>
            <numerusform>Curwch y cardiau sy&apos;n ennill neu daflwch wyneb i lawr: dewiswch %n cerdyn, yna Curo neu Taflu.</numerusform>
            <numerusform>Curwch y cardiau sy&apos;n ennill neu daflwch wyneb i lawr: dewiswch %n cerdyn, yna Curo neu Taflu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: discard %n card(s) face down</source>
        <translation>
            <numerusform>{0}: taflu %n cerdyn wyneb i lawr</numerusform>
            <numerusform>{0}: taflu un cerdyn wyneb i lawr</numerusform>
            <numerusform>{0}: taflu %n cerdyn wyneb i lawr</numerusform>
            <numerusform>{0}: taflu %n cerdyn wyneb i lawr</numerusform>
            <numerusform>{0}: taflu %n cerdyn wyneb i lawr</numerusform>
        </translation>
    </message>
    <message>
        <source>Loss points: your team {0}, opponents {1} (the goat at {2})</source>
        <translation>Pwyntiau colli: eich tîm {0}, y gwrthwynebwyr {1} (yr afr ar {2})</translation>
    </message>
    <message>
        <source>Points seen in the piles: yours {0}, theirs {1}</source>
        <translation>Pwyntiau i&apos;w gweld yn y pentyrrau: eich rhai chi {0}, eu rhai nhw {1}</translation>
    </message>
    <message>
        <source>Opponents: computer ({0})</source>
        <translation>Gwrthwynebwyr: cyfrifiadur ({0})</translation>
    </message>
    <message>
        <source>Your lead: click one or more cards of one suit, then Lead (Enter).</source>
        <translation>Chi sy&apos;n arwain: cliciwch un cerdyn neu fwy o&apos;r un siwt, yna Arwain (Enter).</translation>
    </message>
    <message>
        <source>Lead ({0} selected)</source>
        <translation>Arwain ({0} wedi&apos;u dewis)</translation>
    </message>
    <message>
        <source>Beat (B)</source>
        <translation>Curo (B)</translation>
    </message>
    <message>
        <source>Discard (D)</source>
        <translation>Taflu (D)</translation>
    </message>
    <message numerus="yes">
        <source>Nothing in your hand can beat the winning cards: select %n card(s) to discard face down.</source>
        <translation>
            <numerusform>Does dim yn eich llaw yn gallu curo&apos;r cardiau sy&apos;n ennill: dewiswch %n cerdyn i&apos;w taflu wyneb i lawr.</numerusform>
            <numerusform>Does dim yn eich llaw yn gallu curo&apos;r cerdyn sy&apos;n ennill: dewiswch un cerdyn i&apos;w daflu wyneb i lawr.</numerusform>
            <numerusform>Does dim yn eich llaw yn gallu curo&apos;r cardiau sy&apos;n ennill: dewiswch %n cerdyn i&apos;w taflu wyneb i lawr.</numerusform>
            <numerusform>Does dim yn eich llaw yn gallu curo&apos;r cardiau sy&apos;n ennill: dewiswch %n cerdyn i&apos;w taflu wyneb i lawr.</numerusform>
            <numerusform>Does dim yn eich llaw yn gallu curo&apos;r cardiau sy&apos;n ennill: dewiswch %n cerdyn i&apos;w taflu wyneb i lawr.</numerusform>
        </translation>
    </message>
    <message>
        <source>You hold four cards of one suit: you may pull (P).</source>
        <translation>Mae gennych bedwar cerdyn o&apos;r un siwt: cewch dynnu (P).</translation>
    </message>
    <message>
        <source>Pull (P)</source>
        <translation>Tynnu (P)</translation>
    </message>
    <message>
        <source>Select your cards first.</source>
        <translation>Dewiswch eich cardiau yn gyntaf.</translation>
    </message>
    <message>
        <source>{0}: pull</source>
        <translation>{0}: tynnu</translation>
    </message>
    <message>
        <source>{0}: lead {1}</source>
        <translation>{0}: arwain {1}</translation>
    </message>
    <message>
        <source>{0}: beat with {1}</source>
        <translation>{0}: curo â&apos;r {1}</translation>
    </message>
    <message>
        <source>{0}: discard {1}</source>
        <translation>{0}: taflu {1}</translation>
    </message>
    <message>
        <source>Resign the whole match? Your team will be the goat.</source>
        <translation>Ildio&apos;r ornest gyfan? Eich tîm chi fydd yr afr.</translation>
    </message>
    <message>
        <source>You resigned: your team is the goat.</source>
        <translation>Rydych chi wedi ildio: eich tîm chi yw&apos;r afr.</translation>
    </message>
    <message>
        <source>Your team wins the match: the opponents are the goat!</source>
        <translation>Eich tîm chi sy&apos;n ennill y ornest: y gwrthwynebwyr yw&apos;r afr!</translation>
    </message>
    <message>
        <source>Your team is the goat: the opponents win the match.</source>
        <translation>Eich tîm chi yw&apos;r afr: y gwrthwynebwyr sy&apos;n ennill y ornest.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gêm</translation>
    </message>
    <message>
        <source>Card points (you – them)</source>
        <translation>Pwyntiau cardiau (chi – nhw)</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Triciau</translation>
    </message>
    <message>
        <source>Loss points given</source>
        <translation>Pwyntiau colli a roddwyd</translation>
    </message>
    <message>
        <source>Loss points total</source>
        <translation>Cyfanswm pwyntiau colli</translation>
    </message>
    <message>
        <source>eggs</source>
        <translation>wyau</translation>
    </message>
    <message>
        <source>(doubled)</source>
        <translation>(dwbl)</translation>
    </message>
    <message>
        <source>Loss points: your team {0}, opponents {1}; a team reaching {2} is the goat.</source>
        <translation>Pwyntiau colli: eich tîm {0}, y gwrthwynebwyr {1}; y tîm sy&apos;n cyrraedd {2} yw&apos;r afr.</translation>
    </message>
    <message>
        <source>You pull!</source>
        <translation>Rydych chi&apos;n tynnu!</translation>
    </message>
    <message>
        <source>Hint: pull.</source>
        <translation>Awgrym: tynnu.</translation>
    </message>
    <message>
        <source>Hint: lead {0}.</source>
        <translation>Awgrym: arwain {0}.</translation>
    </message>
    <message>
        <source>Hint: beat with {0}.</source>
        <translation>Awgrym: curo â&apos;r {0}.</translation>
    </message>
    <message>
        <source>Hint: discard {0}.</source>
        <translation>Awgrym: taflu {0}.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Hawdd</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Canolig</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Anodd</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Arbenigol</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>The language {0} is not available; English is used.</source>
        <translation>Dydy&apos;r iaith {0} ddim ar gael; defnyddir Saesneg.</translation>
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
        <translation>Gêm &amp;newydd</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Cartref</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Dadwneud symudiad</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Awgrym</translation>
    </message>
    <message>
        <source>&amp;Finish Animation</source>
        <translation>&amp;Gorffen yr animeiddiad</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>&amp;Ildio…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Ystadegau</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>G&amp;osodiadau…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Gada&amp;el</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Sgrin &amp;lawn</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rheolau</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Llwybrau byr y bysellfwrdd</translation>
    </message>
    <message>
        <source>&amp;About Jadi</source>
        <translation>&amp;Ynghylch Jadi</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Ynghylch &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gêm</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>G&amp;olwg</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Cyflymder animeiddio</translation>
    </message>
    <message>
        <source>Computer S&amp;trength</source>
        <translation>C&amp;ryfder y cyfrifiadur</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Cymorth</translation>
    </message>
    <message>
        <source>{0} is coming soon.</source>
        <translation>Mae {0} yn dod cyn hir.</translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one? Against the computer it counts as a loss.</source>
        <translation>Rhoi&apos;r gorau i&apos;r gêm hon a dechrau un newydd? Yn erbyn y cyfrifiadur, mae&apos;n cyfrif fel colled.</translation>
    </message>
    <message>
        <source>Jadi — {0}</source>
        <translation>Jadi — {0}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Gêm newydd</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Ildio</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Ildio&apos;r gêm hon?</translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one?</source>
        <translation>Rhoi&apos;r gorau i&apos;r gêm hon a dechrau un newydd?</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Llwybrau byr y bysellfwrdd</translation>
    </message>
    <message>
        <source>About Jadi</source>
        <translation>Ynghylch Jadi</translation>
    </message>
    <message>
        <source>This language is not available yet.</source>
        <translation>Dydy&apos;r iaith hon ddim ar gael eto.</translation>
    </message>
    <message>
        <source>The new strength applies from the next game.</source>
        <translation>Bydd y cryfder newydd yn dod i rym o&apos;r gêm nesaf.</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Sain</translation>
    </message>
    <message>
        <source>&amp;Claim the Remaining Tricks</source>
        <translation>&amp;Hawlio&apos;r triciau sydd ar ôl</translation>
    </message>
    <message>
        <source>Re&amp;view Deals…</source>
        <translation>&amp;Adolygu rowndiau…</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>{0} (you)</source>
        <translation>{0} (chi)</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>Say…</source>
        <translation>Dweud…</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Chwarae eto</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Gadael y bwrdd</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer ({0})</source>
        <translation>Cyfrifiadur ({0})</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Ar-lein</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Yn ailgysylltu…</translation>
    </message>
    <message>
        <source>Away: the computer plays for them</source>
        <translation>I ffwrdd: y cyfrifiadur sy&apos;n chwarae drostynt</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Cyfrifiadur</translation>
    </message>
    <message>
        <source>Free seat</source>
        <translation>Sedd wag</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Yn cysylltu…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Wedi cysylltu</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Collwyd y cysylltiad: yn ailgysylltu…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Heb gysylltu</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Gêm dda</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Chwarae da</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>Diolch</translation>
    </message>
    <message>
        <source>One moment</source>
        <translation>Un eiliad</translation>
    </message>
    <message>
        <source>The server could not be reached. Check the address and the network.</source>
        <translation>Methwyd cyrraedd y gweinydd. Gwiriwch y cyfeiriad a&apos;r rhwydwaith.</translation>
    </message>
    <message>
        <source>This server speaks another version of Jadi. Update Jadi on both computers.</source>
        <translation>Mae&apos;r gweinydd hwn yn defnyddio fersiwn arall o Jadi. Diweddarwch Jadi ar y ddau gyfrifiadur.</translation>
    </message>
    <message>
        <source>There is no table with this code (it may have ended).</source>
        <translation>Does dim bwrdd gyda&apos;r cod hwn (efallai ei fod wedi dod i ben).</translation>
    </message>
    <message>
        <source>Someone else has just taken this seat.</source>
        <translation>Mae rhywun arall newydd gymryd y sedd hon.</translation>
    </message>
    <message>
        <source>This seat cannot be taken.</source>
        <translation>Ni ellir cymryd y sedd hon.</translation>
    </message>
    <message>
        <source>This seat can no longer be taken back.</source>
        <translation>Ni ellir cymryd y sedd hon yn ôl mwyach.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Dim ond y gwesteiwr all wneud hynny.</translation>
    </message>
    <message>
        <source>Every person&apos;s seat must be taken before the start.</source>
        <translation>Rhaid i bob sedd person gael ei chymryd cyn dechrau.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>Mae&apos;r gêm eisoes wedi dechrau.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nid eich tro chi yw hi.</translation>
    </message>
    <message>
        <source>The rules do not allow this move.</source>
        <translation>Nid yw&apos;r rheolau&apos;n caniatáu&apos;r symudiad hwn.</translation>
    </message>
    <message>
        <source>The table had moved on: look again and play.</source>
        <translation>Roedd y bwrdd wedi symud ymlaen: edrychwch eto a chwarae.</translation>
    </message>
    <message>
        <source>Hints are off at this table.</source>
        <translation>Mae awgrymiadau i ffwrdd wrth y bwrdd hwn.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Mae&apos;r gêm ar ben.</translation>
    </message>
    <message>
        <source>This seat was taken again from another window.</source>
        <translation>Cymerwyd y sedd hon eto o ffenestr arall.</translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment.</source>
        <translation>Gormod o negeseuon ar unwaith: arhoswch eiliad.</translation>
    </message>
    <message>
        <source>The server sent something Jadi cannot show.</source>
        <translation>Anfonodd y gweinydd rywbeth na all Jadi ei ddangos.</translation>
    </message>
    <message>
        <source>The server on this computer could not be started.</source>
        <translation>Methwyd cychwyn y gweinydd ar y cyfrifiadur hwn.</translation>
    </message>
    <message>
        <source>The server refused this ({0}).</source>
        <translation>Gwrthododd y gweinydd hyn ({0}).</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Sedd {0}</translation>
    </message>
    <message>
        <source>Team {0}</source>
        <translation>Tîm {0}</translation>
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
        <translation>Bao la kujifunza (gêm y dysgwyr)</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Y cyfrifiadur</translation>
    </message>
    <message>
        <source>A second person on this computer</source>
        <translation>Ail berson ar y cyfrifiadur hwn</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Amrywiad</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gwrthwynebydd</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Ymlaen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>I ffwrdd</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Wyneb i lawr</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Wyneb i fyny</translation>
    </message>
    <message>
        <source>Two colours (♠♣ black, ♥♦ red)</source>
        <translation>Dau liw (♠♣ du, ♥♦ coch)</translation>
    </message>
    <message>
        <source>Four colours (♣ green, ♦ blue)</source>
        <translation>Pedwar lliw (♣ gwyrdd, ♦ glas)</translation>
    </message>
    <message>
        <source>Eggs (60–60) double the next game</source>
        <translation>Wyau (60–60) yn dyblu&apos;r gêm nesaf</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Cardiau a deflir</translation>
    </message>
    <message>
        <source>Loss points that end the match</source>
        <translation>Pwyntiau colli i orffen yr ornest</translation>
    </message>
    <message>
        <source>Card suits</source>
        <translation>Siwtiau&apos;r cardiau</translation>
    </message>
    <message>
        <source>Sixes go to the trump owners</source>
        <translation>Y chwechau i berchnogion y trympiau</translation>
    </message>
    <message>
        <source>Pick up even when able to beat</source>
        <translation>Codi hyd yn oed pan fo modd curo</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nifer y chwaraewyr</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Maint y cardiau</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Bach</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Canolig</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Mawr</translation>
    </message>
    <message>
        <source>Suits in your hand</source>
        <translation>Siwtiau yn eich llaw</translation>
    </message>
    <message>
        <source>Alternating colours</source>
        <translation>Lliwiau bob yn ail</translation>
    </message>
    <message>
        <source>Always the same order (♣ ♦ ♥ ♠)</source>
        <translation>Yr un drefn bob tro (♣ ♦ ♥ ♠)</translation>
    </message>
    <message>
        <source>Trumps in your hand</source>
        <translation>Trympiau yn eich llaw</translation>
    </message>
    <message>
        <source>At the right</source>
        <translation>Ar y dde</translation>
    </message>
    <message>
        <source>At the left</source>
        <translation>Ar y chwith</translation>
    </message>
    <message>
        <source>Cards of a suit</source>
        <translation>Cardiau un siwt</translation>
    </message>
    <message>
        <source>Low to high</source>
        <translation>O&apos;r isaf i&apos;r uchaf</translation>
    </message>
    <message>
        <source>High to low</source>
        <translation>O&apos;r uchaf i&apos;r isaf</translation>
    </message>
    <message>
        <source>Play a forced card by itself</source>
        <translation>Chwarae cerdyn gorfodol ohono&apos;i hun</translation>
    </message>
    <message>
        <source>Fast-forward when you are out of the game</source>
        <translation>Cyflymu&apos;r gêm pan fyddwch chi allan</translation>
    </message>
    <message>
        <source>Close the result of a deal</source>
        <translation>Cau canlyniad rownd</translation>
    </message>
    <message>
        <source>When I click</source>
        <translation>Pan fydda i&apos;n clicio</translation>
    </message>
    <message>
        <source>After 3 seconds</source>
        <translation>Ar ôl 3 eiliad</translation>
    </message>
    <message>
        <source>After 5 seconds</source>
        <translation>Ar ôl 5 eiliad</translation>
    </message>
    <message>
        <source>After 10 seconds</source>
        <translation>Ar ôl 10 eiliad</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Chwarae ar-lein</translation>
    </message>
    <message>
        <source>The name the others see</source>
        <translation>Yr enw y mae&apos;r lleill yn ei weld</translation>
    </message>
    <message>
        <source>Play with friends on other computers.</source>
        <translation>Chwaraewch gyda ffrindiau ar gyfrifiaduron eraill.</translation>
    </message>
    <message>
        <source>Create a table</source>
        <translation>Creu bwrdd</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Ymuno â bwrdd</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gêm</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Eich enw</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Dewisiadau</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seddi</translation>
    </message>
    <message>
        <source>Players may ask for hints</source>
        <translation>Caiff chwaraewyr ofyn am awgrym</translation>
    </message>
    <message>
        <source>Where the table is</source>
        <translation>Ble mae&apos;r bwrdd</translation>
    </message>
    <message>
        <source>On this computer (players on this network can join)</source>
        <translation>Ar y cyfrifiadur hwn (gall chwaraewyr ar y rhwydwaith hwn ymuno)</translation>
    </message>
    <message>
        <source>On a server:</source>
        <translation>Ar weinydd:</translation>
    </message>
    <message>
        <source>Server address, e.g. jadi.example.org</source>
        <translation>Cyfeiriad y gweinydd, e.e. jadi.example.org</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Yn ôl</translation>
    </message>
    <message>
        <source>Create the table</source>
        <translation>Creu&apos;r bwrdd</translation>
    </message>
    <message>
        <source>The address the host gave you</source>
        <translation>Y cyfeiriad a roddodd y gwesteiwr i chi</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Cyfeiriad y gweinydd</translation>
    </message>
    <message>
        <source>6 letters and digits</source>
        <translation>6 llythyren a digid</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Cod gwahodd</translation>
    </message>
    <message>
        <source>Find the table</source>
        <translation>Dod o hyd i&apos;r bwrdd</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Byrddau ar y rhwydwaith hwn</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Yn chwilio am fyrddau…</translation>
    </message>
    <message>
        <source>Choose your seat</source>
        <translation>Dewiswch eich sedd</translation>
    </message>
    <message numerus="yes">
        <source>{0} — {1}&apos;s table, %n free seat(s) · {2}</source>
        <translation>
            <numerusform>{0} — bwrdd {1}, seddi rhydd: %n · {2}</numerusform>
            <numerusform>{0} — bwrdd {1}, seddi rhydd: %n · {2}</numerusform>
            <numerusform>{0} — bwrdd {1}, seddi rhydd: %n · {2}</numerusform>
            <numerusform>{0} — bwrdd {1}, seddi rhydd: %n · {2}</numerusform>
            <numerusform>{0} — bwrdd {1}, seddi rhydd: %n · {2}</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Dechrau</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Type the name the others will see.</source>
        <translation>Teipiwch yr enw y bydd y lleill yn ei weld.</translation>
    </message>
    <message>
        <source>Starting the server on this computer…</source>
        <translation>Yn cychwyn y gweinydd ar y cyfrifiadur hwn…</translation>
    </message>
    <message>
        <source>Type the server&apos;s address.</source>
        <translation>Teipiwch gyfeiriad y gweinydd.</translation>
    </message>
    <message>
        <source>Creating the table…</source>
        <translation>Yn creu&apos;r bwrdd…</translation>
    </message>
    <message>
        <source>This computer cannot look for tables on the network.</source>
        <translation>Ni all y cyfrifiadur hwn chwilio am fyrddau ar y rhwydwaith.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address and the table&apos;s 6-character code.</source>
        <translation>Teipiwch gyfeiriad y gweinydd a chod 6 nod y bwrdd.</translation>
    </message>
    <message>
        <source>Looking for the table…</source>
        <translation>Yn chwilio am y bwrdd…</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>This table&apos;s game has already started.</source>
        <translation>Mae gêm y bwrdd hwn eisoes wedi dechrau.</translation>
    </message>
    <message>
        <source>Taking the seat…</source>
        <translation>Yn cymryd y sedd…</translation>
    </message>
    <message>
        <source>Invite code: {0}
Address: {1}</source>
        <translation>Cod gwahodd: {0}
Cyfeiriad: {1}</translation>
    </message>
    <message>
        <source>{0} — table {1}</source>
        <translation>{0} — bwrdd {1}</translation>
    </message>
    <message>
        <source>Give to the computer</source>
        <translation>Rhoi i&apos;r cyfrifiadur</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Yn aros am chwaraewyr…</translation>
    </message>
    <message>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Mae pawb yma: dechreuwch pan fyddwch yn barod.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Yn aros i&apos;r gwesteiwr ddechrau&apos;r gêm…</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>The text is not a Bao position: {0}</source>
        <translation>Nid safle Bao yw&apos;r testun: {0}</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>Golygydd safle</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Amrywiad</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>I symud</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Cyfnod</translation>
    </message>
    <message>
        <source>Takasia</source>
        <translation>Takasia</translation>
    </message>
    <message>
        <source>Seeds in the game</source>
        <translation>Hadau yn y gêm</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Safle&apos;r dechrau</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Bwrdd gwag</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Copïo&apos;r safle</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Gludo safle</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Chwarae o fan hyn</translation>
    </message>
    <message>
        <source>Analyse from here</source>
        <translation>Dadansoddi o fan hyn</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cau</translation>
    </message>
    <message>
        <source>Click a hole to add a seed, right-click to take one away, or use the mouse wheel (Shift: five at a time). The owned nyumba is drawn square; a takasia&apos;d hole has a red rim.</source>
        <translation>Cliciwch dwll i ychwanegu hedyn, de-gliciwch i dynnu un, neu defnyddiwch olwyn y llygoden (Shift: pump ar y tro). Mae&apos;r nyumba sydd ym meddiant ei berchennog yn sgwâr; mae gan dwll wedi&apos;i rwystro gan takasia ymyl goch.</translation>
    </message>
    <message>
        <source>Bao la Kiswahili</source>
        <translation>Bao la Kiswahili</translation>
    </message>
    <message>
        <source>Bao la kujifunza</source>
        <translation>Bao la kujifunza (gêm y dysgwyr)</translation>
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
        <translation>dim</translation>
    </message>
    <message>
        <source>{0}&apos;s {1}</source>
        <translation>{1} {0}</translation>
    </message>
    <message>
        <source>ghala</source>
        <translation>ghala</translation>
    </message>
    <message>
        <source>{0} owns the nyumba</source>
        <translation>{0}: yn berchen ar y nyumba</translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) placed</source>
        <translation>
            <numerusform>%n hedyn wedi&apos;u gosod</numerusform>
            <numerusform>Un hedyn wedi&apos;i osod</numerusform>
            <numerusform>%n hedyn wedi&apos;u gosod</numerusform>
            <numerusform>%n hedyn wedi&apos;u gosod</numerusform>
            <numerusform>%n hedyn wedi&apos;u gosod</numerusform>
        </translation>
    </message>
    <message>
        <source>The position is ready: {0} to move ({1}).</source>
        <translation>Mae&apos;r safle&apos;n barod: tro {0} ({1}).</translation>
    </message>
    <message numerus="yes">
        <source>{0}&apos;s {1}, the nyumba: %n seed(s).</source>
        <translation>
            <numerusform>{1} {0}, y nyumba: %n hedyn.</numerusform>
            <numerusform>{1} {0}, y nyumba: un hedyn.</numerusform>
            <numerusform>{1} {0}, y nyumba: %n hedyn.</numerusform>
            <numerusform>{1} {0}, y nyumba: %n hedyn.</numerusform>
            <numerusform>{1} {0}, y nyumba: %n hedyn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}&apos;s {1}: %n seed(s).</source>
        <translation>
            <numerusform>{1} {0}: %n hedyn.</numerusform>
            <numerusform>{1} {0}: un hedyn.</numerusform>
            <numerusform>{1} {0}: %n hedyn.</numerusform>
            <numerusform>{1} {0}: %n hedyn.</numerusform>
            <numerusform>{1} {0}: %n hedyn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position holds %n seed(s); the game has {0}.</source>
        <translation>
            <numerusform>Mae %n hedyn yn y safle; mae gan y gêm {0}.</numerusform>
            <numerusform>Mae un hedyn yn y safle; mae gan y gêm {0}.</numerusform>
            <numerusform>Mae %n hedyn yn y safle; mae gan y gêm {0}.</numerusform>
            <numerusform>Mae %n hedyn yn y safle; mae gan y gêm {0}.</numerusform>
            <numerusform>Mae %n hedyn yn y safle; mae gan y gêm {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position holds %n seed(s); at most {0} fit.</source>
        <translation>
            <numerusform>Mae %n hedyn yn y safle; dim ond {0} sy&apos;n ffitio.</numerusform>
            <numerusform>Mae un hedyn yn y safle; dim ond {0} sy&apos;n ffitio.</numerusform>
            <numerusform>Mae %n hedyn yn y safle; dim ond {0} sy&apos;n ffitio.</numerusform>
            <numerusform>Mae %n hedyn yn y safle; dim ond {0} sy&apos;n ffitio.</numerusform>
            <numerusform>Mae %n hedyn yn y safle; dim ond {0} sy&apos;n ffitio.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bao la kujifunza has no ghala: every seed is on the board.</source>
        <translation>Does dim ghala yn Bao la kujifunza: mae pob hedyn ar y bwrdd.</translation>
    </message>
    <message>
        <source>Bao la kujifunza has no nyumba.</source>
        <translation>Does dim nyumba yn Bao la kujifunza.</translation>
    </message>
    <message>
        <source>{0} owns an empty nyumba: emptying the nyumba loses the house.</source>
        <translation>{0}: yn berchen ar nyumba wag, ond mae gwagio&apos;r nyumba&apos;n colli&apos;r tŷ.</translation>
    </message>
    <message>
        <source>A takasia block exists only in the mtaji stage of Bao la Kiswahili.</source>
        <translation>Dim ond yng nghyfnod mtaji Bao la Kiswahili y mae takasia.</translation>
    </message>
    <message>
        <source>Takasia on {0}: only a front-row hole holding seeds can be blocked.</source>
        <translation>Takasia ar {0}: dim ond twll yn y rhes flaen sy&apos;n dal hadau y gellir ei rwystro.</translation>
    </message>
    <message>
        <source>Takasia on {0}: the owned nyumba is never blocked.</source>
        <translation>Takasia ar {0}: ni chaiff y nyumba sydd ym meddiant ei berchennog byth ei rwystro.</translation>
    </message>
    <message>
        <source>Takasia on {0}: the only front-row hole with two or more seeds is never blocked.</source>
        <translation>Takasia ar {0}: ni chaiff yr unig dwll yn y rhes flaen sydd â dau hedyn neu fwy byth ei rwystro.</translation>
    </message>
    <message>
        <source>{0}&apos;s front row is empty: the game would be over.</source>
        <translation>Mae rhes flaen {0} yn wag: byddai&apos;r gêm drosodd.</translation>
    </message>
    <message>
        <source>{0} has no legal move: the game would be over.</source>
        <translation>{0}: dim symudiad cyfreithlon, felly byddai&apos;r gêm drosodd.</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Bylchwr</translation>
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
        <translation>Saeth chwith</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Saeth dde</translation>
    </message>
</context>
<context>
    <name>RefusalReasons</name>
    <message numerus="yes">
        <source>You must put down exactly %n card(s), as many as were led.</source>
        <translation>
            <numerusform>Rhaid i chi osod %n cerdyn yn union, yr un nifer ag a arweiniwyd.</numerusform>
            <numerusform>Rhaid i chi osod un cerdyn yn union, yr un nifer ag a arweiniwyd.</numerusform>
            <numerusform>Rhaid i chi osod %n cerdyn yn union, yr un nifer ag a arweiniwyd.</numerusform>
            <numerusform>Rhaid i chi osod %n cerdyn yn union, yr un nifer ag a arweiniwyd.</numerusform>
            <numerusform>Rhaid i chi osod %n cerdyn yn union, yr un nifer ag a arweiniwyd.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>{0} cannot beat {1}: each winning card must be beaten by a higher card of its suit or by a trump.</source>
        <translation>Does dim modd i {0} guro {1}: rhaid curo pob cerdyn sy&apos;n ennill â cherdyn uwch o&apos;r un siwt neu â thrwmp.</translation>
    </message>
    <message>
        <source>{0} cannot beat {1}: beat it with a higher card of its suit or with your own trump.</source>
        <translation>Dydy {0} ddim yn gallu curo {1}: curwch ef â cherdyn uwch o&apos;r un siwt neu â&apos;ch trwmp eich hun.</translation>
    </message>
    <message>
        <source>{0} cannot beat {1}: a card of your own trump suit is beaten only by a higher card of that suit.</source>
        <translation>Dydy {0} ddim yn gallu curo {1}: dim ond cerdyn uwch o&apos;r un siwt sy&apos;n curo cerdyn o&apos;ch siwt drwmp eich hun.</translation>
    </message>
    <message>
        <source>You may pick up only when you cannot beat: {0} beats {1}.</source>
        <translation>Cewch chi godi dim ond pan na allwch chi guro: mae {0} yn curo {1}.</translation>
    </message>
    <message>
        <source>Beat {0} or pick up first: a card is laid freely only on an empty pile or after a beat.</source>
        <translation>Curwch {0} neu codwch yn gyntaf: dim ond ar bentwr gwag neu ar ôl curo y cewch chi osod unrhyw gerdyn.</translation>
    </message>
    <message>
        <source>You must follow the suit led ({0}) while you can.</source>
        <translation>Rhaid i chi ddilyn y siwt a arweiniwyd ({0}) os gallwch chi.</translation>
    </message>
    <message>
        <source>The Big Blooper was led: everyone must play their highest trump ({0}).</source>
        <translation>Arweiniwyd y Blooper Mawr: rhaid i bawb chwarae eu trwmp uchaf ({0}).</translation>
    </message>
    <message>
        <source>The Little Blooper was led: everyone must play their lowest trump ({0}).</source>
        <translation>Arweiniwyd y Blooper Bach: rhaid i bawb chwarae eu trwmp isaf ({0}).</translation>
    </message>
    <message>
        <source>Trumps may not be led until a trump has been played to an earlier trick, unless you bid Board or hold nothing but trumps.</source>
        <translation>Chewch chi ddim arwain trwmp nes bod trwmp wedi&apos;i chwarae mewn tric cynharach, oni bai eich bod wedi cynnig Bwrdd neu mai dim ond trympiau sydd gennych chi.</translation>
    </message>
    <message>
        <source>You beat the card: now lay one more card of your choice on top.</source>
        <translation>Rydych chi wedi curo&apos;r cerdyn: nawr gosodwch un cerdyn arall o&apos;ch dewis ar ei ben.</translation>
    </message>
    <message>
        <source>A lead is one or more cards of one suit.</source>
        <translation>Mae arwain yn golygu un cerdyn neu fwy o&apos;r un siwt.</translation>
    </message>
    <message>
        <source>A pull needs four cards of one suit in your hand.</source>
        <translation>I dynnu, mae angen pedwar cerdyn o&apos;r un siwt yn eich llaw.</translation>
    </message>
    <message>
        <source>There is no pull against a lead of four cards, and at most one pull in a trick.</source>
        <translation>Does dim tynnu yn erbyn arweiniad o bedwar cerdyn, a dim mwy nag un tynnu mewn tric.</translation>
    </message>
    <message>
        <source>Your sowing ended in your nyumba: first stop there or play the safari.</source>
        <translation>Daeth eich hau i ben yn eich nyumba: arhoswch yno neu chwaraewch y safari yn gyntaf.</translation>
    </message>
    <message>
        <source>That move would never end: its sowing keeps coming back to an earlier position.</source>
        <translation>Fyddai&apos;r symudiad yna byth yn dod i ben: mae ei hau yn dal i ddod yn ôl i safle cynharach.</translation>
    </message>
    <message>
        <source>Your nyumba may not start a takasa; only the tax, when it is the only front-row hole with seeds.</source>
        <translation>Chaiff eich nyumba ddim dechrau takasa; dim ond y dreth, pan mai dyna&apos;r unig dwll yn y rhes flaen sydd â hadau.</translation>
    </message>
    <message>
        <source>That hole cannot be played now; the highlighted holes can.</source>
        <translation>Does dim modd chwarae&apos;r twll yna nawr; mae modd chwarae&apos;r tyllau sydd wedi&apos;u hamlygu.</translation>
    </message>
    <message>
        <source>That is not possible now; the buttons show what you can do.</source>
        <translation>Does dim modd gwneud hynny nawr; mae&apos;r botymau&apos;n dangos beth allwch chi ei wneud.</translation>
    </message>
    <message>
        <source>In namua the seed from your ghala goes into your front row (A1–A8), not into {0}.</source>
        <translation>Yn namua mae&apos;r hedyn o&apos;ch ghala yn mynd i&apos;ch rhes flaen (A1–A8), nid i {0}.</translation>
    </message>
    <message>
        <source>In namua the seed from your ghala goes into a hole that holds seeds; {0} is empty.</source>
        <translation>Yn namua mae&apos;r hedyn o&apos;ch ghala yn mynd i dwll sydd â hadau ynddo; mae {0} yn wag.</translation>
    </message>
    <message>
        <source>A capture is compulsory: play a hole that captures ({0}).</source>
        <translation>Mae cipio&apos;n orfodol: chwaraewch dwll sy&apos;n cipio ({0}).</translation>
    </message>
    <message>
        <source>A capture is compulsory, and {0} captures only when sown the other way.</source>
        <translation>Mae cipio&apos;n orfodol, a dim ond wrth ei hau y ffordd arall y mae {0} yn cipio.</translation>
    </message>
    <message>
        <source>A capture is compulsory, and a hole of 16 seeds or more may not start one: play {0}.</source>
        <translation>Mae cipio&apos;n orfodol, a chaiff twll ag 16 hedyn neu fwy ddim dechrau cipio: chwaraewch {0}.</translation>
    </message>
    <message>
        <source>{0} is takasia: it may not be sown this turn.</source>
        <translation>Mae {0} dan takasia: does dim modd ei hau y tro hwn.</translation>
    </message>
    <message>
        <source>A takasa starts from the front row while a front-row hole holds two seeds or more ({0}).</source>
        <translation>Mae takasa yn dechrau o&apos;r rhes flaen tra bo gan dwll yn y rhes flaen ddau hedyn neu fwy ({0}).</translation>
    </message>
    <message>
        <source>{0} is the only front-row hole with seeds: it may only be sown toward the centre.</source>
        <translation>{0} yw&apos;r unig dwll yn y rhes flaen sydd â hadau: dim ond tua&apos;r canol y caiff ei hau.</translation>
    </message>
    <message>
        <source>A takasa may not start from {0}, which holds a single seed: that is allowed only while you own the nyumba or when no front-row hole holds more than one seed.</source>
        <translation>Chaiff takasa ddim dechrau o {0}, sydd ag un hedyn yn unig: mae hynny&apos;n cael ei ganiatáu dim ond tra bo&apos;r nyumba gennych chi neu pan nad oes gan unrhyw dwll yn y rhes flaen fwy nag un hedyn.</translation>
    </message>
    <message>
        <source>A capture at {0} sows the captured seeds from the kichwa {1}.</source>
        <translation>Mae cipio yn {0} yn hau&apos;r hadau a gipiwyd o&apos;r kichwa {1}.</translation>
    </message>
    <message>
        <source>A sowing starts from a hole with at least two seeds; {0} has fewer.</source>
        <translation>Mae hau yn dechrau o dwll sydd â dau hedyn o leiaf; mae llai na hynny yn {0}.</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No results to show yet.</source>
        <translation>Does dim canlyniadau i&apos;w dangos eto.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Your team {0:+d}, opponents {1:+d} (tricks {2} – {3}); score {4} – {5}.</source>
        <translation>Eich tîm {0:+d}, y gwrthwynebwyr {1:+d} (triciau {2} – {3}); sgôr {4} – {5}.</translation>
    </message>
    <message>
        <source>Card points {0} – {1}; loss points given {2} – {3}; loss points now {4} – {5}.</source>
        <translation>Pwyntiau cardiau {0} – {1}; pwyntiau colli a roddwyd {2} – {3}; pwyntiau colli bellach {4} – {5}.</translation>
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
        <translation>Mae {0} yn ennill y tric.</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Cam {0} o {1}</translation>
    </message>
    <message>
        <source>Bids:</source>
        <translation>Cynigion:</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} (discarded face down)</source>
        <translation>{0}: {1} (wedi&apos;i daflu wyneb i lawr)</translation>
    </message>
    <message>
        <source>Review a deal</source>
        <translation>Adolygu rownd</translation>
    </message>
    <message>
        <source>Game {0}</source>
        <translation>Gêm {0}</translation>
    </message>
    <message>
        <source>Deal {0}</source>
        <translation>Rownd {0}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Dechrau</translation>
    </message>
    <message>
        <source>Previous trick</source>
        <translation>Y tric blaenorol</translation>
    </message>
    <message>
        <source>Previous play</source>
        <translation>Y symudiad blaenorol</translation>
    </message>
    <message>
        <source>Next play</source>
        <translation>Y symudiad nesaf</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Y tric nesaf</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Diwedd</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Rheolau</translation>
    </message>
    <message>
        <source>The rules of this game are coming soon.</source>
        <translation>Mae rheolau&apos;r gêm hon yn dod cyn hir.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>The copy saved one step earlier is used instead.</source>
        <translation>Defnyddir yn ei le y copi a gadwyd un symudiad yn gynharach.</translation>
    </message>
    <message>
        <source>Your progress in the {0} tutorial could not be used.</source>
        <translation>Doedd dim modd defnyddio eich cynnydd yn nhiwtorial {0}.</translation>
    </message>
    <message>
        <source>Your saved game of {0} could not be used.</source>
        <translation>Doedd dim modd defnyddio eich gêm {0} a gadwyd.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Doedd dim modd cadw&apos;r gêm.</translation>
    </message>
    <message>
        <source>Jadi tries again after every move.</source>
        <translation>Bydd Jadi yn ceisio eto ar ôl pob symudiad.</translation>
    </message>
    <message>
        <source>The game is being saved again.</source>
        <translation>Mae&apos;r gêm yn cael ei chadw eto.</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>North</source>
        <translation>Gogledd</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Dwyrain</translation>
    </message>
    <message>
        <source>South</source>
        <translation>De</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Gorllewin</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The settings could not be read.</source>
        <translation>Doedd dim modd darllen y gosodiadau.</translation>
    </message>
    <message>
        <source>The default settings are used.</source>
        <translation>Defnyddir y gosodiadau diofyn.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {0}.</source>
        <translation>Cadwyd copi o&apos;r hen ffeil fel {0}.</translation>
    </message>
    <message>
        <source>Some settings had values Jadi does not know ({0}) and were reset; the others are kept.</source>
        <translation>Roedd gan rai gosodiadau werthoedd nad yw Jadi yn eu hadnabod ({0}), felly cawsant eu hailosod; cedwir y lleill.</translation>
    </message>
    <message>
        <source>The settings could not be saved.</source>
        <translation>Doedd dim modd cadw&apos;r gosodiadau.</translation>
    </message>
    <message>
        <source>Changes still apply until Jadi closes.</source>
        <translation>Bydd y newidiadau&apos;n dal i weithio nes i Jadi gau.</translation>
    </message>
    <message>
        <source>The settings are being saved again.</source>
        <translation>Mae&apos;r gosodiadau&apos;n cael eu cadw eto.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Gosodiadau</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Cyffredinol</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Iaith</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Cyflymder animeiddio</translation>
    </message>
    <message>
        <source>Computer strength</source>
        <translation>Cryfder y cyfrifiadur</translation>
    </message>
    <message>
        <source>Game options apply from the next new game.</source>
        <translation>Bydd dewisiadau&apos;r gêm yn dod i rym yn y gêm newydd nesaf.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Bwrdd cardiau</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gêmau</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sain</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Chwarae synau</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lefel y sain</translation>
    </message>
    <message>
        <source>Card games</source>
        <translation>Gêmau cardiau</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>&lt;h3&gt;Bao la Kiswahili&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between the holes you may play&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose the hole&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Left / Right&lt;/b&gt; or &lt;b&gt;&amp;lt; / &amp;gt;&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sow anticlockwise / clockwise (after choosing a hole)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;stop, or play the house (safari)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Bao la Kiswahili&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Bysellau saeth&lt;/b&gt;&lt;/td&gt;&lt;td&gt;symud rhwng y tyllau y cewch eu chwarae&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;dewis y twll&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Saeth chwith / dde&lt;/b&gt; neu &lt;b&gt;&amp;lt; / &amp;gt;&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hau&apos;n wrthglocwedd / yn glocwedd (ar ôl dewis twll)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;aros, neu chwarae&apos;r tŷ (safari)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bao: the move list and the Study menu&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{step_back} / {step_forward}&lt;/td&gt;&lt;td&gt;a move back / forward in the move list (&lt;b&gt;Left / Right&lt;/b&gt; too when you have no move to choose)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Home&lt;/b&gt; / &lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the first position / back to the game ({esc} too)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{redo}&lt;/td&gt;&lt;td&gt;redo the move you took back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{replay}&lt;/td&gt;&lt;td&gt;replay the game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{position_editor}&lt;/td&gt;&lt;td&gt;position editor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{analysis}&lt;/td&gt;&lt;td&gt;analysis on or off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{save_record} / {open_record}&lt;/td&gt;&lt;td&gt;save / open a game record&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{copy_record} / {paste_record}&lt;/td&gt;&lt;td&gt;copy / paste a game record&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Bao: y rhestr symudiadau a&apos;r ddewislen Astudio&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{step_back} / {step_forward}&lt;/td&gt;&lt;td&gt;symudiad yn ôl / ymlaen yn y rhestr symudiadau (&lt;b&gt;Saeth chwith / dde&lt;/b&gt; hefyd pan nad oes gennych symudiad i&apos;w ddewis)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Home&lt;/b&gt; / &lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;y safle cyntaf / yn ôl i&apos;r gêm ({esc} hefyd)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{redo}&lt;/td&gt;&lt;td&gt;ail-wneud y symudiad a ddadwnaethoch&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{replay}&lt;/td&gt;&lt;td&gt;ailchwarae&apos;r gêm&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{position_editor}&lt;/td&gt;&lt;td&gt;golygydd safle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{analysis}&lt;/td&gt;&lt;td&gt;dadansoddiad ymlaen neu i ffwrdd&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{save_record} / {open_record}&lt;/td&gt;&lt;td&gt;cadw / agor cofnod gêm&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{copy_record} / {paste_record}&lt;/td&gt;&lt;td&gt;copïo / gludo cofnod gêm&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Every game&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{finish_animation} or {esc}&lt;/td&gt;&lt;td&gt;finish the current animation; {esc} also cancels a choice&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{undo}&lt;/td&gt;&lt;td&gt;undo your last move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{hint}&lt;/td&gt;&lt;td&gt;hint: the computer&apos;s suggestion&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{new_game}&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{home}&lt;/td&gt;&lt;td&gt;back to the home screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{rules}&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{statistics}&lt;/td&gt;&lt;td&gt;statistics&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{settings}&lt;/td&gt;&lt;td&gt;settings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{sound}&lt;/td&gt;&lt;td&gt;sound on or off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{full_screen}&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{quit}&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Pob gêm&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;{finish_animation} neu {esc}&lt;/td&gt;&lt;td&gt;gorffen yr animeiddiad presennol; mae {esc} hefyd yn canslo dewis&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{undo}&lt;/td&gt;&lt;td&gt;dadwneud eich symudiad olaf&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{hint}&lt;/td&gt;&lt;td&gt;awgrym: cyngor y cyfrifiadur&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{new_game}&lt;/td&gt;&lt;td&gt;gêm newydd&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{home}&lt;/td&gt;&lt;td&gt;yn ôl i&apos;r sgrin gartref&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{rules}&lt;/td&gt;&lt;td&gt;rheolau&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{statistics}&lt;/td&gt;&lt;td&gt;ystadegau&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{settings}&lt;/td&gt;&lt;td&gt;gosodiadau&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{sound}&lt;/td&gt;&lt;td&gt;sain ymlaen neu i ffwrdd&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{full_screen}&lt;/td&gt;&lt;td&gt;sgrin lawn&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{quit}&lt;/td&gt;&lt;td&gt;gadael&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card games&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Left / Right&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between the cards of your hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Up / Down&lt;/b&gt;&lt;/td&gt;&lt;td&gt;select / unselect the card (or click it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the selected cards (Kozel: lead, or beat if it can)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;B&lt;/b&gt; / &lt;b&gt;D&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Kozel: beat, discard face down, pull&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Svoi Kozyri: pick up; choose the trump suit ♣ ♦ ♥ ♠&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt; / &lt;b&gt;B&lt;/b&gt; / &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Back Alley: pass, Board, bid a number&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{claim}&lt;/td&gt;&lt;td&gt;Kozel, Back Alley: claim the remaining tricks&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Gemau cardiau&lt;/h3&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Saeth chwith / dde&lt;/b&gt;&lt;/td&gt;&lt;td&gt;symud rhwng cardiau eich llaw&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Saeth i fyny / i lawr&lt;/b&gt;&lt;/td&gt;&lt;td&gt;dewis / dad-ddewis y cerdyn (neu gliciwch arno)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;chwarae&apos;r cardiau a ddewiswyd (Kozel: arwain, neu guro os oes modd)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;B&lt;/b&gt; / &lt;b&gt;D&lt;/b&gt; / &lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Kozel: curo, taflu wyneb i lawr, tynnu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Svoi Kozyri: codi; dewis y siwt drwmp ♣ ♦ ♥ ♠&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt; / &lt;b&gt;B&lt;/b&gt; / &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Back Alley: pasio, Bwrdd, cynnig rhif&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{claim}&lt;/td&gt;&lt;td&gt;Kozel, Back Alley: hawlio&apos;r triciau sydd ar ôl&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>Slow</source>
        <translation>Araf</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Arferol</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cyflym</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Ar unwaith</translation>
    </message>
</context>
<context>
    <name>StandardButtons</name>
    <message>
        <source>OK</source>
        <translation>Iawn</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Diddymu</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ie</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Na</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cau</translation>
    </message>
    <message>
        <source>&lt;h3&gt;About Qt&lt;/h3&gt;&lt;p&gt;Jadi uses Qt {0} through PySide6 {1}.&lt;/p&gt;&lt;p&gt;Qt is a toolkit for cross-platform applications, available under the GNU LGPL version 3 and under commercial licences. See &lt;a href=&apos;https://www.qt.io&apos;&gt;qt.io&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ynghylch Qt&lt;/h3&gt;&lt;p&gt;Mae Jadi yn defnyddio Qt {0} drwy PySide6 {1}.&lt;/p&gt;&lt;p&gt;Pecyn cymorth ar gyfer rhaglenni traws-blatfform yw Qt, ar gael dan GNU LGPL fersiwn 3 a than drwyddedau masnachol. Gweler &lt;a href=&apos;https://www.qt.io&apos;&gt;qt.io&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Ynghylch Qt</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Cadw</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Enw&apos;r ffeil:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Math o ffeil:</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Edrych yn:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Agor</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics could not be read.</source>
        <translation>Doedd dim modd darllen yr ystadegau.</translation>
    </message>
    <message>
        <source>Counting starts again from zero.</source>
        <translation>Mae&apos;r cyfrif yn dechrau eto o sero.</translation>
    </message>
    <message>
        <source>The result could not be added to the statistics.</source>
        <translation>Doedd dim modd ychwanegu&apos;r canlyniad at yr ystadegau.</translation>
    </message>
    <message>
        <source>It is kept and written with the next result.</source>
        <translation>Fe&apos;i cedwir a&apos;i ysgrifennu gyda&apos;r canlyniad nesaf.</translation>
    </message>
    <message>
        <source>The statistics are being saved again.</source>
        <translation>Mae&apos;r ystadegau&apos;n cael eu cadw eto.</translation>
    </message>
    <message>
        <source>{0} loss points</source>
        <translation>{0} pwynt colli</translation>
    </message>
    <message>
        <source>place {0}</source>
        <translation>safle {0}</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} pwynt</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Cyfrifiadur</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Ar-lein</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Ystadegau</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gêm</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Cryfder</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Chwaraewyd</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Enillwyd</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Collwyd</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Canran ennill</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Dim gemau wedi&apos;u gorffen eto.</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gwrthwynebwyr</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Chwaraewyr</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Rhediad</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Rhediad gorau</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Cyfartal</translation>
    </message>
    <message>
        <source>Average per game</source>
        <translation>Cyfartaledd y gêm</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Contractau wedi llwyddo</translation>
    </message>
    <message>
        <source>Last results</source>
        <translation>Canlyniadau diwethaf</translation>
    </message>
    <message>
        <source>Last {0} results ({1}, {2}): won above the line, lost below.</source>
        <translation>Y {0} canlyniad diwethaf ({1}, {2}): ennill uwchben y llinell, colli oddi tani.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Ailosod yr ystadegau</translation>
    </message>
    <message>
        <source>Reset all statistics? Every game counted so far is forgotten.</source>
        <translation>Ailosod yr holl ystadegau? Bydd pob gêm a gyfrifwyd hyd yma yn cael ei hanghofio.</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Allforio&apos;r ystadegau</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Ffeiliau CSV (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be exported: {0}</source>
        <translation>Methwyd allforio&apos;r ystadegau: {0}</translation>
    </message>
    <message>
        <source>Finished games, by game, opponents, strength and number of players. Select a row to see its last results.</source>
        <translation>Gêmau a orffennwyd, fesul gêm, gwrthwynebwyr, cryfder a nifer y chwaraewyr. Dewiswch res i weld ei chanlyniadau diwethaf.</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Allforio fel CSV…</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Ailosod…</translation>
    </message>
</context>
<context>
    <name>SvoiKozyriGameView</name>
    <message>
        <source>{0} is out!</source>
        <translation>{0}: allan!</translation>
    </message>
    <message>
        <source>Place {0}</source>
        <translation>Safle {0}</translation>
    </message>
    <message>
        <source>trump {0}</source>
        <translation>trwmp {0}</translation>
    </message>
    <message>
        <source>out: place {0}</source>
        <translation>allan: safle {0}</translation>
    </message>
    <message>
        <source>cards: {0}</source>
        <translation>cardiau: {0}</translation>
    </message>
    <message>
        <source>Cards in the pile: {0}</source>
        <translation>Cardiau yn y pentwr: {0}</translation>
    </message>
    <message>
        <source>Svoi Kozyri — {0} players</source>
        <translation>Svoi Kozyri — {0} chwaraewr</translation>
    </message>
    <message>
        <source>Your trump suit: {0}</source>
        <translation>Eich siwt drwmp: {0}</translation>
    </message>
    <message>
        <source>Top card: {0} ({1} in the pile)</source>
        <translation>Y cerdyn uchaf: {0} ({1} yn y pentwr)</translation>
    </message>
    <message>
        <source>Opponents: computer ({0})</source>
        <translation>Gwrthwynebwyr: cyfrifiadur ({0})</translation>
    </message>
    <message>
        <source>Choose your own trump suit (the others take the remaining suits).</source>
        <translation>Dewiswch eich siwt drwmp eich hun (bydd y lleill yn cymryd y siwtiau sy&apos;n weddill).</translation>
    </message>
    <message>
        <source>You beat it: now lay one more card of your choice on top.</source>
        <translation>Rydych chi wedi&apos;i guro: nawr gosodwch un cerdyn arall o&apos;ch dewis ar ei ben.</translation>
    </message>
    <message>
        <source>Lay this card (Enter)</source>
        <translation>Gosod y cerdyn hwn (Enter)</translation>
    </message>
    <message>
        <source>Start a new pile with any card.</source>
        <translation>Dechreuwch bentwr newydd gydag unrhyw gerdyn.</translation>
    </message>
    <message>
        <source>Play this card (Enter)</source>
        <translation>Chwarae&apos;r cerdyn hwn (Enter)</translation>
    </message>
    <message numerus="yes">
        <source>Beat {0} with a higher card of its suit or with your own trump, or pick up %n card(s).</source>
        <translation>
            <numerusform>Curwch {0} â cherdyn uwch o&apos;r un siwt neu â&apos;ch trwmp eich hun, neu godwch %n cerdyn.</numerusform>
            <numerusform>Curwch {0} â cherdyn uwch o&apos;r un siwt neu â&apos;ch trwmp eich hun, neu godwch un cerdyn.</numerusform>
            <numerusform>Curwch {0} â cherdyn uwch o&apos;r un siwt neu â&apos;ch trwmp eich hun, neu godwch %n cerdyn.</numerusform>
            <numerusform>Curwch {0} â cherdyn uwch o&apos;r un siwt neu â&apos;ch trwmp eich hun, neu godwch %n cerdyn.</numerusform>
            <numerusform>Curwch {0} â cherdyn uwch o&apos;r un siwt neu â&apos;ch trwmp eich hun, neu godwch %n cerdyn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Beat (Enter)</source>
        <translation>Curo (Enter)</translation>
    </message>
    <message>
        <source>Pick up (T)</source>
        <translation>Codi (T)</translation>
    </message>
    <message numerus="yes">
        <source>Nothing in your hand can beat {0}: pick up %n card(s).</source>
        <translation>
            <numerusform>Does dim yn eich llaw yn gallu curo {0}: codwch %n cerdyn.</numerusform>
            <numerusform>Does dim yn eich llaw yn gallu curo {0}: codwch un cerdyn.</numerusform>
            <numerusform>Does dim yn eich llaw yn gallu curo {0}: codwch %n cerdyn.</numerusform>
            <numerusform>Does dim yn eich llaw yn gallu curo {0}: codwch %n cerdyn.</numerusform>
            <numerusform>Does dim yn eich llaw yn gallu curo {0}: codwch %n cerdyn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Beat {0} with a higher card of its suit or with your own trump.</source>
        <translation>Curwch {0} â cherdyn uwch o&apos;r un siwt neu â&apos;ch trwmp eich hun.</translation>
    </message>
    <message>
        <source>Select one card first.</source>
        <translation>Dewiswch un cerdyn yn gyntaf.</translation>
    </message>
    <message>
        <source>{0}: trumps {1}</source>
        <translation>{0}: siwt drwmp {1}</translation>
    </message>
    <message>
        <source>{0}: lay {1}</source>
        <translation>{0}: gosod {1}</translation>
    </message>
    <message>
        <source>{0}: beat with {1}</source>
        <translation>{0}: curo â&apos;r {1}</translation>
    </message>
    <message>
        <source>{0}: pick up</source>
        <translation>{0}: codi</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Rydych chi wedi ildio.</translation>
    </message>
    <message>
        <source>A draw: the game reached its move limit.</source>
        <translation>Gêm gyfartal: cyrhaeddodd y gêm uchafswm y symudiadau.</translation>
    </message>
    <message>
        <source>A draw: the last card could beat the card that went out.</source>
        <translation>Gêm gyfartal: roedd y cerdyn olaf yn gallu curo&apos;r cerdyn a aeth allan.</translation>
    </message>
    <message>
        <source>You win: you shed all your cards first!</source>
        <translation>Chi sy&apos;n ennill: chi oedd y cyntaf i gael gwared ar eich cardiau i gyd!</translation>
    </message>
    <message>
        <source>{0} wins.</source>
        <translation>Enillydd: {0}.</translation>
    </message>
    <message>
        <source>Last pick-up</source>
        <translation>Y codi olaf</translation>
    </message>
    <message>
        <source>{0} picked up these cards.</source>
        <translation>{0}: wedi codi&apos;r cardiau hyn.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Chwaraewr</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Siwt drwmp</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cardiau ar ôl</translation>
    </message>
    <message>
        <source>Pick-ups</source>
        <translation>Troeon codi</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Safle</translation>
    </message>
    <message>
        <source>You are out!</source>
        <translation>Rydych chi allan!</translation>
    </message>
    <message>
        <source>out: place {0}</source>
        <comment>your own seat</comment>
        <translation>allan: safle {0}</translation>
    </message>
    <message>
        <source>Hint: choose {0} as your trump suit.</source>
        <translation>Awgrym: dewis {0} yn siwt drwmp i chi.</translation>
    </message>
    <message>
        <source>Hint: lay {0}.</source>
        <translation>Awgrym: gosod {0}.</translation>
    </message>
    <message>
        <source>Hint: beat with {0}.</source>
        <translation>Awgrym: curo â&apos;r {0}.</translation>
    </message>
    <message>
        <source>Hint: pick up.</source>
        <translation>Awgrym: codi.</translation>
    </message>
    <message>
        <source>You picked up these cards.</source>
        <translation>Rydych chi wedi codi&apos;r cardiau hyn.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>&amp;Tutorial for This Game</source>
        <translation>&amp;Tiwtorial y gêm hon</translation>
    </message>
    <message>
        <source>T&amp;utorials</source>
        <translation>Tiwtori&amp;alau</translation>
    </message>
    <message>
        <source>The tutorial of {0} cannot be opened: {1}</source>
        <translation>Does dim modd agor tiwtorial {0}: {1}</translation>
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
        <translation>Ailddechrau&apos;r wers</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Gadael</translation>
    </message>
    <message>
        <source>Back to the home screen; the tutorial resumes here next time.</source>
        <translation>Yn ôl i&apos;r sgrin gartref; bydd y tiwtorial yn ailgydio yma y tro nesaf.</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Chwarae gêm go iawn</translation>
    </message>
    <message>
        <source>A new game against the computer at the Easy level.</source>
        <translation>Gêm newydd yn erbyn y cyfrifiadur ar y lefel Hawdd.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Gwers</translation>
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
        <translation>Mae&apos;r wers hon ar ben: ewch ymlaen i&apos;r wers nesaf, neu ailddechrau hon.</translation>
    </message>
    <message>
        <source>Read the explanation first, then press Next (or Enter).</source>
        <translation>Darllenwch yr esboniad yn gyntaf, yna pwyswch Nesaf (neu Enter).</translation>
    </message>
    <message>
        <source>Taken back:</source>
        <translation>Wedi&apos;i dynnu&apos;n ôl:</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Da iawn!</translation>
    </message>
    <message>
        <source>Not allowed:</source>
        <translation>Heb ei ganiatáu:</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Gwers wedi&apos;i chwblhau</translation>
    </message>
    <message>
        <source>Lesson complete! Go on with the next lesson: “{0}”.</source>
        <translation>Gwers wedi&apos;i chwblhau! Ewch ymlaen i&apos;r wers nesaf: “{0}”.</translation>
    </message>
    <message>
        <source>You have finished the tutorial. Now play a real game against the computer at the Easy level.</source>
        <translation>Rydych chi wedi gorffen y tiwtorial. Nawr chwaraewch gêm go iawn yn erbyn y cyfrifiadur ar y lefel Hawdd.</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Cam {0} o {1}</translation>
    </message>
    <message>
        <source>Well done! Now watch your opponents&apos; reply.</source>
        <translation>Da iawn! Nawr gwyliwch ymateb eich gwrthwynebwyr.</translation>
    </message>
    <message>
        <source>Press Next (or Enter) when you are ready.</source>
        <translation>Pwyswch Nesaf (neu Enter) pan fyddwch chi&apos;n barod.</translation>
    </message>
    <message>
        <source>Your move: do what the text asks on the board (the pink ring shows where).</source>
        <translation>Eich tro chi: gwnewch yr hyn mae&apos;r testun yn ei ofyn ar y bwrdd (mae&apos;r cylch pinc yn dangos ble).</translation>
    </message>
    <message>
        <source>Your move: do what the text asks on the board.</source>
        <translation>Eich tro chi: gwnewch yr hyn mae&apos;r testun yn ei ofyn ar y bwrdd.</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Y wers nesaf</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nesaf</translation>
    </message>
</context>
<context>
    <name>UndoReasons</name>
    <message>
        <source>No undo: new cards were seen since your last move (a draw from the stock).</source>
        <translation>Dim dadwneud: gwelwyd cardiau newydd ers eich symudiad olaf (codi o&apos;r stoc).</translation>
    </message>
    <message>
        <source>No undo: the deal is over and its result stands.</source>
        <translation>Dim dadwneud: mae&apos;r rownd drosodd ac mae ei chanlyniad yn sefyll.</translation>
    </message>
    <message>
        <source>No undo: the game is over and its result stands.</source>
        <translation>Dim dadwneud: mae&apos;r gêm drosodd ac mae ei chanlyniad yn sefyll.</translation>
    </message>
    <message>
        <source>No undo: you have no move to take back yet.</source>
        <translation>Dim dadwneud: does gennych chi ddim symudiad i&apos;w dynnu&apos;n ôl eto.</translation>
    </message>
    <message>
        <source>No undo yet: this position&apos;s moves are still being worked out.</source>
        <translation>Dim dadwneud eto: mae symudiadau&apos;r safle hwn yn dal i gael eu cyfrifo.</translation>
    </message>
</context>
</TS>

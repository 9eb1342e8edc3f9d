## The table's own words, the same for every volume: its commands' output
## and its board. A volume's own words (its verdicts, the names of its
## things) come from the volume.

table-verdict-error = § { $rule }, breaks a rule: { $text }
table-verdict-warning = § { $rule }, to check: { $text }
table-gesture-move = { $count } { $piece } from { $from } to { $to }
table-gesture-track = { $track } set to { $value }
table-gesture-change = Change: { $text }
table-total = { $side }: { $total } (to exceed: { $threshold })
table-no-setup = The scenario { $scenario } cannot be set up: { $reason }
table-set-up = Wrote { $file }: a new game of { $volume }, scenario { $scenario }, seed { $seed }.
table-refused = Entry { $entry }, step { $step } cannot be carried out: { $reason }
table-no-verdict = Nothing breaks a rule.
table-entry-declared = Entry { $entry }: { $declared }
table-entry-free = Entry { $entry }: free changes
table-sealed = The log's seal holds.
table-unsealed = The log was changed after it was sealed.
table-not-sealed = The log carries no seal (written by hand?): nothing tells whether it was changed.
table-report-title = { $volume }: scenario { $scenario }, seed { $seed }
table-report-written = Wrote { $file }: { $entries ->
        [one] one entry
       *[other] { $entries } entries
    }.
table-no-volume = There is no volume { $volume } at this table; it carries: { $known }.

## The table's board.
table-board-hint = Drag a piece to move it; Shift+drag moves the whole stack.
table-board-totals = Totals
table-board-declare = Declare
table-board-declared = Declared: { $declared }
table-board-nothing-declared = Nothing declared: free changes
table-board-verdicts = What the rules say
table-board-end-entry = End the entry
table-board-end-entry-hint = The entry joins the log, judged as a whole (Ctrl+Enter).
table-board-take-back = Take back
table-board-take-back-hint = Takes back the last gesture of this entry (Ctrl+Z).
table-board-log = Log ({ $entries })
table-board-present = The present
table-board-showing = The table after entry { $entry } of { $entries }
table-board-earlier = One entry earlier
table-board-earlier-button = < Earlier
table-board-later-button = Later >
table-board-later = One entry later
table-board-to-present = Back to the present
table-board-refused = Not carried out: { $reason }
table-board-looking-back = Looking back: go back to the present to play.
table-reason = § { $rule }: { $text }
table-entry-non-player = { $heading } ({ $side }, non-player)
table-board-non-players = Non-players
table-board-non-player = { $side } acts
table-board-non-player-hint = The side's non-player system plans its turn as this entry, with the reason for each decision; end the entry to log it, or change it by hand to make it a player's.
table-board-non-player-busy = A non-player plans a fresh entry: end or take back the entry being made first.
table-board-answer = Answer: { $option }
table-board-changes = Changes of the game
table-board-changes-hint = Changes the rules leave to the table (a card, a seat, a cylinder); right-click a space for those there.
table-turn-asked = { $side } waits for the players' answer: run the command again with --answer and one of these keys.
table-turn-cannot = { $side } cannot play: { $reason }
table-turn-unsealed = The log was changed after it was sealed: no turn is added to it.

## Putting the physical table back, bookmarks and the chart, on the table's board.
table-move-remove = Take { $count } { $piece } off { $from }
table-move-add = Put { $count } { $piece } on { $to }
table-move-track = Set { $track } from { $from } back to { $to }
table-board-put-back = Put the table back
table-board-put-back-hint = The moves that set the physical table as it stood after the entry looked at; tick each as it is made.
table-board-put-back-none = The physical table already stands as it did then.
table-board-bookmarks = Bookmarks and notes
table-board-bookmark = Bookmark
table-board-bookmark-hint = Names the entry looked at (or the last one) so that it can be found again; kept in the log, outside its seal.
table-board-bookmark-name = Name or note:
table-board-bookmark-at = { $name } (entry { $entry })
table-board-no-bookmark = No bookmark or note yet.
table-board-chart = Chart
table-board-chart-hint = Each side's total less what it must exceed, after each entry; click to look at that moment.
table-chart-entries = Entries
table-chart-margin = Margin
table-chart-looked = Looked at
table-board-entry-first = End or take back the entry being made first.
table-board-line-name = Line { $line }
table-board-play-on = Play on from here
table-board-play-on-hint = The entries after this moment are set aside as a line, kept in the log to return to, and play goes on from here.
table-board-lines = Other lines of play
table-board-line = { $name }: { $entries ->
        [one] one entry
       *[other] { $entries } entries
    }
table-board-return = Return to it
table-board-return-hint = This line becomes the log's; the present one is set aside in its place.
table-report-hash = SHA-256 of these entries as the table's log seals them: `{ $hash }`
table-report-rules = The sections cited
table-mode-start-hint = The board every volume shares: a table's log (from table setup or to-table) played by dragging pieces, every entry judged by the volume's rules and written back to the file.
table-mode-path = Table's log:
table-mode-open = Open on the table's board
table-mode-open-hint = Opens this table's log on the table's board.
table-mode-new = New game there
table-mode-new-hint = Starts a game of the scenario and seed chosen above on the table's board, its log written to this new file.
table-mode-exists = { $file } already exists: choose a new file for the new game, or open it.
table-mode-back = < Start screen
table-mode-back-hint = Closes the table's board; its log is already written.
table-mode-title = The table's board
table-board-why = Why
table-board-why-changed = This entry is no longer what the side's non-player system plans here: it was changed by hand, or the data changed since.
table-board-note = Note
table-board-note-hint = Notes this text on the entry looked at (or the last one): a dispute, or what the table agreed; kept in the log, outside its seal.
table-board-note-at = Entry { $entry }: { $note }
table-playout-game = Seed { $seed }: { $entries } entries, { $broken ->
        [0] nothing broke a rule
        [one] one verdict breaks a rule
       *[other] { $broken } verdicts break a rule
    }{ $warnings ->
        [0] {""}
       *[other] ; { $warnings } left to the table to check
    }.
table-playout-entry = entry { $entry }
table-playout-sum = { $games ->
        [one] One game
       *[other] { $games } games
    }, { $entries } entries: { $broken ->
        [0] the generator and the checks agree.
       *[other] { $broken } verdicts where the generator and the checks disagree.
    }
table-playout-none = The volume { $volume } has no random playout.
table-playout-stopped = Seed { $seed }: the generator stopped before the end: { $reason }
table-playout-seeds = The seeds would run past the largest, { $last }.
table-own-file-merged = Merged from { $file }: { $what } ({ $count ->
        [one] one entry
       *[other] { $count } entries
    })
table-own-file-left-out = { $file } ({ $what }) cannot be used, so the game goes on without it:
table-mode-volume-hint = The game a new log is of: Gandhi with the scenario chosen above, or Vijayanagara with its one set-up.
table-volume-gandhi = Gandhi
table-volume-vijayanagara = Vijayanagara
table-mode-volume = Game
table-board-declare-list = What is declared
table-entry-open = Enter the board
table-entry-open-hint = Enter this game's board once from your own copy, by clicking: each space's kind and number, and its neighbours. The rulebook does not print the board.
table-entry-title = Entering the board
table-entry-how = Click a space on the map to choose it, and set its kind and number here. To join another space to it, or to part them, click that space with Shift held, or with "Clicks join and part neighbours" on.
table-entry-hint = Click a space to choose it; Shift+click another to join or part them.
table-entry-none-chosen = No space chosen: click one on the map.
table-entry-unsure = Provisional in the bundled board: check it against your copy.
table-entry-kind = Kind:
table-entry-neighbours = { $count ->
        [0] No neighbours yet.
       *[other] Neighbours ({ $count }): { $spaces }
    }
table-entry-next = Next to check
table-entry-next-hint = Choose the next space with a provisional fact not looked at yet.
table-entry-all-checked = Every space with a provisional fact has been looked at.
table-entry-no-problems = The board breaks nothing the rules make certain.
table-entry-problems = Not yet saved, because:
table-entry-save = Save the board
table-entry-save-hint = Keep this board in your user data folder: the program reads it at every start, in place of the bundled one.
table-entry-close = Back to the game
table-entry-close-hint = Leave this mode; what was not saved is dropped.
table-entry-file = File:
table-entry-file-hint = The file Export writes and Import reads, to share a board between tables.
table-entry-export = Export
table-entry-export-hint = Write the board as it stands to the file named, for another table to import.
table-entry-import = Import
table-entry-import-hint = Take the board in the file named, checked, to look over and save.
table-entry-unreachable = { $space } cannot be reached from the other spaces.
table-entry-no-sheet = This game's board is not entered by the table.
table-entry-not-saved = The board was not saved: it breaks what is listed above.
table-entry-no-folder = The board was not saved: there is no user data folder to keep it in.
table-entry-saved = The board was saved in { $file }; the game now uses it.
table-entry-exported = The board was written to { $file }.
table-entry-imported = The board in { $file } is on the sheet: look it over, then save it.
table-entry-joining = Clicks join and part neighbours (J)
table-entry-joining-hint = When on, a click on another space joins it to the chosen one or parts them; when off, it chooses that space. Shift+click joins or parts either way.
table-board-game-over = The game is over
table-cards-open = Enter Event cards
table-cards-open-hint = Enter Event cards from your own copy (their texts are not in the program): each card's steps, so that an Event played on it is judged against them.
table-cards-title = Event cards
table-cards-how = Choose a card on the left, or give a number and add one. Give its title and whether it keeps its Faction Eligible, then the steps of its unshaded and shaded texts. An Event played on an entered card is judged against its steps.
table-cards-none = This game's Event cards are not entered by the table.
table-cards-twice = Card { $number } is entered twice.
table-cards-not-saved = The cards were not saved: they break what is listed above.
table-cards-saved = The cards were saved in { $file }; the game now judges Events on them.
table-cards-no-problems = The cards read as written.
table-cards-save = Save the cards
table-cards-save-hint = Keep these cards in your user data folder: the program reads them at every start.
table-cards-number = Number:
table-cards-add = Add a card
table-cards-none-chosen = No card chosen: choose one, or add one.
table-cards-card = Card { $number }:
table-cards-title-hint = The card's title, as printed.
table-cards-stay = Stay Eligible
table-cards-unshaded = Unshaded text
table-cards-shaded = Shaded text
table-cards-remove-step = Remove this step
table-cards-add-step = Add a step…
table-cards-remove = Remove this card
table-cards-remove-step-button = Remove
table-pending-restored = The entry that was being made when the board last closed was taken up again.
table-pending-unread = The entry that was being made when the board last closed could not be taken up again: { $why }

## A game played at a distance: keys, seats, turns sent as files, fair draws.
table-distance-set-up = This game is played at a distance; its name is { $game }. Send the log to the players: each runs `table join` on it and sends you the seat file it writes; then seat them with `table seats`.
table-no-user-data = There is no user data folder to keep this machine's key in: name one with --user-data.
table-key-made = Made this machine's key for games played at a distance, in { $file }. Keep that file to yourself.
table-key = Your public key: { $key }
table-not-at-a-distance = This game is not played at a distance: set it up with `table setup … --distance`.
table-not-seated = Your key ({ $key }) is not one of this game's seats.
table-joined = Wrote your seat { $seat } ({ $sides }) to { $file }: send it to whoever holds the game's log.
table-seated = Seated { $seat } ({ $sides }).
table-unknown-side = `{ $side }` is no side of this game; its sides are: { $sides }.
table-seats-after-entries = Seats are set before the first entry, and this log has { $count } entries.
table-seats-refused = The seats were not set: { $reason }
table-sent = Wrote { $file }: { $count } entries after entry { $after }, signed by { $seat }. Send it to the other seats.
table-turn-refused = The turn was not taken, and the log is as it was: { $reason }
table-refused-volume = it is a turn of { $volume }, not of this game's volume.
table-refused-game = it belongs to another game.
table-refused-gap = it follows entry { $after }, but this copy of the game holds { $held } entries: open the turns in between first.
table-refused-off-chain = the first { $after } entries it follows are not the ones held here.
table-refused-altered = it was changed after it was sent: its entries do not make the seal it carries.
table-refused-forged = entry { $entry } bears a signature that is not { $seat }'s: it is forged.
table-refused-secret = a secret it reveals for a draw is not good: { $reason }
table-turn-taken = Took the turn of { $seat }: { $count } new entries.
table-turn-as-line = The turn of { $seat } went another way from the entries held here: it is kept as the line "{ $line }", and this log's entries stay the game's.
table-hand-signed = signed by { $seat }
table-hand-unsigned = signed by nobody
table-hand-forged = its signature is not { $seat }'s
table-draw-asked = You asked for draw { $draw } by revealing your secret for it.
table-draw-revealed = You revealed your secret for draw { $draw }.
table-draw-waiting = Draw { $draw } waits for the secrets of: { $seats }. Send your turn.
table-draw-made = Every secret is in: draw { $draw } turned a card up as entry { $entry }: { $change }
table-draw-none = Every secret is in, but no card can come now.
table-draw-problem = Entry { $entry }: { $problem }
table-no-seat = no seat
table-next-side = Next to act: { $side }, played by { $seat }.
table-next-table = Next: what the sequence of play calls for (no one side's turn).
table-live-failed = The game's room could not be reached: { $reason }
table-live-no-password = Give your Matrix password in a file with --password-file, or in the environment variable GANDHI_MATRIX_PASSWORD.
table-live-room = Opened the game's room { $room }: the others join it with --room { $room }.
table-live-no-room = Name the game's room with --room, or open one with --create.
table-live-refused = A turn sent by { $sender } was not taken:
table-live-unsent-line = Not sent ({ $at })
table-live-unsent = The room went on another way before your entries were sent: they are kept as the line "{ $line }".
table-live-sent = Sent your turn to the room: { $count } entries.

## A game played at a distance, on the table's board.
table-board-distance = Played at a distance
table-board-distance-hint = Each player plays on their own copy of this game; turns go between the copies as files (or through a Matrix room with `table live`), and every copy judges every entry.
table-board-distance-seat = You sit as { $seat }: your entries are signed with this machine's key as you end them.
table-board-distance-no-seat = This machine's key is not one of this game's seats: you can open turns, not send them.
table-board-distance-file = Turn file:
table-board-send-turn = Send my turn
table-board-send-turn-hint = Sign your entries since the last exchange and write them, with your secrets for the draws, to the turn file, for the other players.
table-board-open-turn = Open a turn
table-board-open-turn-hint = Take the turn file another player sent: it is taken only if it continues this game; its entries are judged, and your secret for a draw asked for is revealed.
table-board-ask-draw = Ask for the next card
table-board-ask-draw-hint = Reveal your secret for the next draw; it goes with your next turn, and the card comes once every player revealed theirs.

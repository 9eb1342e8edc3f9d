# The command line's own words: messages, headings, errors and summaries.
# Indentation and the lines' layout are the program's; only words are here.

own-file-cards = the players' cards
own-file-np-aid = the players' non-player aid
cli-error = error: { $message }
cli-window-failed = the window could not be opened: { $error }
cli-board-only = a saved game, --new or --check-map opens the board; they do not go with a command
cli-data-unusable = the component data cannot be used:
cli-map-checks-applied = map checks applied from { $file } ({ $count } checks)
cli-map-checks-unusable = the map checks cannot be used:
cli-map-checks-left-out = the map checks in { $file } cannot be used, so the map is used without them:
cli-state-or-scenario = give a state file or --scenario
cli-not-a-faction = --non-players: `{ $key }` is not a Faction; use raj, congress, muslim_league or revolutionaries
cli-made-up-aid = the made-up aid does not read: { $error }
cli-game-failed = game with seed { $seed }: { $error }
cli-seating-mixed = the seating rotating from game to game (four players; four non-players; the Raj and the Revolutionaries as non-players; Congress and the League as non-players)
cli-seating-players = four players
cli-seating-non-players = non-players: { $factions }
cli-fidelity-how = { $games } games of the { $scenario } scenario, seeds { $seed } to { $last }, { $seating }; the non-players follow a made-up aid where the data has none, and the cards' faction orders and marks the data lacks are made up.
cli-fidelity-steps = { $steps } legal steps judged ({ $engine } by the non-player engine): { $alarms } false alarms.
cli-fidelity-freedoms = { $played } of { $all } freedoms of the rules played.
cli-fidelity-faults = { $faults } faults applied: { $caught } caught, { $right } citing a section the fault breaks, { $missed } missed.
cli-seconds = { $seconds } seconds.
cli-made-up-game = a game the program played by itself: judged with the made-up cards and aid it was played with
cli-entry-unreadable = --entry { $entries }: expected an entry number N or a range N..M, numbered from 1
cli-entry-past-log = { $file }: --entry { $entries }: the log has { $count } entries
cli-entry-none = { $file }: no entry in { $entries }
cli-report-written = written: { $files }; SHA-256 of the entries: { $hash }
cli-to-table-written = Wrote { $file }: { $entries ->
        [one] one entry
       *[other] { $entries } entries
    } of the table's log from { $saved } entries of the saved game.
cli-to-table-open = { $open } entries of an action still open at the end were left out: close it and write the log again.
cli-to-table-lines = The log holds the main line only: { $lines } other lines of play were left out.
cli-to-table-own-deck = The game draws from the players' own deck of cards or of Arjuna cards, which the table's log does not know.
cli-seal = seal: { $verdict }
cli-seal-at = seal: { $place }: { $verdict }
cli-not-replayed = { $file }: the log cannot be replayed
cli-judged-again = { $file }: { $count ->
        [one] 1 entry
       *[other] { $count } entries
    } judged again
cli-no-finding = no finding
cli-findings-heading = { $count ->
        [one] 1 finding
       *[other] { $count } findings
    }:
cli-following-from-it = following from it: { $finding }
cli-at-entry = entry { $entry } ({ $what }): { $finding }
cli-no-difference = no difference with the findings the file stored
cli-differences-heading = { $count ->
        [one] 1 difference
       *[other] { $count } differences
    } with the findings the file stored:
cli-seeds-past-max = --seed { $seed } with --games { $games }: the seeds would run past { $max }, the largest seed; choose a seed of at most { $most }
cli-ended-by-victory-check = { $count } ended by a victory check
cli-ended-by-deck = { $count } ended by the deck running out
cli-ended-by-final-campaign = { $count } ended by the final Campaign
cli-playout-played = { $games } games of { $scenario } played (seeds { $seed } to { $last }), every step checked{ $round_trip ->
        [yes] , the state file and the saved game read back after each
       *[no] {""}
    }{ $clean ->
        [yes] : no rule broken
       *[no] {""}
    }.
cli-playout-non-players = non-players: { $factions }, played by the non-player engine with a made-up aid where the data has none: { $steps } steps; { $fallbacks } turns it could not finish alone were played as a player would
cli-games-per-second = { $rate } games per second
cli-seconds-per-game = { $seconds } s per game
cli-playout-actions = { $actions } actions, { $entries } log entries; { $speed }.
cli-playout-broken = { $failed } of { $games } games broke a rule.
cli-no-random-seed = the system gave no random seed ({ $error }); choose one with --seed N
cli-not-a-space = `{ $space }` is not a space; use a name or id such as: { $spaces }
cli-setup-breaks-rules = the scenario `{ $scenario }` of the data sets up a state that breaks the rules, so { $file } was not written:
cli-set-up = Set up the { $scenario } scenario with seed { $seed } in { $file }
cli-setup-pending = Pending: Congress places Gandhi, an Active Activist and a Protest in one space (use --gandhi SPACE).
cli-control-heading = Raj Control (1.7): cubes against other Active pieces
cli-control-raj = Raj Control
cli-control-muslim-state = Muslim State
cli-control-against = vs
cli-never-controlled = (States and Railways are never Controlled.)
cli-victory-heading = Victory (1.9, 7.2)        total  threshold  margin
cli-condition-met = condition met
cli-ranking = Ranking (7.1): { $places }
cli-crisis = India is in Crisis: Restraint and Unity are both 1 (6.8).
cli-pending-gandhi = Setup step pending: Congress has yet to place Gandhi.
cli-check-no-finding = { $file }: no finding
cli-check-findings = { $file }: { $count ->
        [one] 1 finding
       *[other] { $count } findings
    }
cli-note = note: { $note }
cli-check-pending = (setup step pending: Congress has yet to place Gandhi)

## Help: what each command and option does (--help).
cli-help = A moderator for Gandhi (GMT COIN Series Vol. IX): rules checks citing the rulebook, Raj Control and the victory totals.
cli-help-usage = Usage:
cli-help-commands = Commands
cli-help-options = Options
cli-help-arguments = Arguments
cli-help-help = Print this help
cli-help-version = Print the version
cli-help-exit-codes = Exit codes: 0 success, 1 findings (check, judge), 2 unreadable or unusable input.
cli-help-data = Read component data from this folder (laid out like data/) instead of the built-in copy.
cli-help-map-checks = Apply a table's map checks from this file. Without it, the commands use map_checks.yaml in the user data folder when there is one.
cli-help-user-data = The user data folder: where the table's own files are read from (the map checks, the players' cards and non-player aid, a volume's files of its own) and the board keeps its autosaves. Without it, the program's folder for this user.
cli-help-lang = The language of the messages: en, it or es. Without it, the language comes from LC_ALL, LC_MESSAGES or LANG (it… Italian, es… Spanish, anything else English).
cli-help-game = A saved game to open on the board.
cli-help-new = Open the board on a new game of this scenario (short, main or quick), skipping the start screen.
cli-help-seed = With --new: the seed (random when left out).
cli-help-check-map = Open the board in the map check mode, to check the map against your own board.
cli-help-setup = Set up a scenario and write its state file.
cli-help-setup-scenario = Which scenario: short (1930), main (1917) or quick (Quick Start on the Main setup).
cli-help-setup-seed = Seed for the deck and every later die roll; random when left out.
cli-help-setup-gandhi = Main and Quick Start: the space where Congress places Gandhi, an Active Activist and a Protest. Without it that step stays pending.
cli-help-setup-output = The state file to write.
cli-help-totals = Print Raj Control per space and the four victory totals and margins.
cli-help-totals-file = A state file; or use --scenario.
cli-help-totals-scenario = Show a freshly set-up scenario (short, main or quick) instead of a file.
cli-help-totals-json = Print JSON.
cli-help-check = Check a state file against the static rules; list every finding with its section.
cli-help-check-file = The state file.
cli-help-check-json = Print JSON: a list of findings.
cli-help-judge = Replay a saved game and judge every entry again with today's rules: each finding with its entry, where the findings differ from those the file stored, and whether the log's seal holds.
cli-help-judge-file = The saved game.
cli-help-judge-json = Print JSON: the findings, the differences, the seal.
cli-help-report = Write a dispute report of a saved game's entries: one HTML page, with its Markdown and the board pictures beside it.
cli-help-report-file = The saved game.
cli-help-report-entry = The entries, numbered from 1 as the Log shows them: N, or N..M.
cli-help-report-output = The HTML file to write (NAME.md, NAME-before.svg and NAME-after.svg are written beside it).
cli-help-to-table = Write a saved game as the table's log, entry for entry (an action with its changes as one entry), to open it on the table's board or with its commands.
cli-help-to-table-file = The saved game.
cli-help-to-table-output = The table's log to write.
cli-help-playout = Play whole random games of legal actions, checking every step, and report how they ended and how fast they ran.
cli-help-playout-scenario = Which scenario: short (the default), main or quick.
cli-help-playout-games = How many games (at least one; 100 when left out).
cli-help-playout-seed = The first game's seed (1 when left out); each next game uses the next seed.
cli-help-playout-save = Write the first game's saved game to this file.
cli-help-playout-non-players = Seat these Factions as non-players (comma-separated keys, e.g. raj,revolutionaries): the non-player rules that hold for every action apply to them (8.1).
cli-help-playout-round-trip = After every step, also write and read back the state file and save and reopen the game (its seal intact).
cli-help-playout-jobs = Play the games on this many threads (1 when left out); the results are the same as on one.
cli-help-playout-keep-going = Play every game even after one breaks a rule; each is reported, and the exit code is 1 at the end.
cli-help-fidelity = Measure how well the checks catch broken moves: play seeded games, judge every legal step again (a finding there is a false alarm), then apply single faults of defined kinds to each step and count those caught with the right section, with another, and missed.
cli-help-fidelity-scenario = Which scenario: short (the default), main or quick.
cli-help-fidelity-games = How many games (at least one; 20 when left out).
cli-help-fidelity-seed = The first game's seed (1 when left out); each next game uses the next seed.
cli-help-fidelity-non-players = Seat these Factions as non-players in every game (comma-separated keys); their turns are played by the non-player engine with a made-up aid where the data has none.
cli-help-fidelity-mix = Rotate the seating from game to game instead: four players, four non-players, the Raj and the Revolutionaries as non-players, Congress and the League as non-players.
cli-help-fidelity-jobs = Play the games on this many threads (1 when left out); the results are the same as on one.
cli-help-fidelity-markdown = Write the whole report, in Markdown, to this file.
cli-help-fidelity-freedoms = Write the freedom table, in Markdown, to this file: every choice the rulebook leaves a player, and how often the legal steps played it.

## What the parser refused.
cli-parse-unknown-argument = unexpected argument `{ $arg }`
cli-parse-unknown-command = no command `{ $command }`
cli-parse-invalid-value = `{ $value }` is not a value { $arg } takes
cli-parse-valid-values = it takes { $values }
cli-parse-missing = missing: { $args }
cli-parse-conflict = { $arg } does not go with { $other }
cli-parse-see-help = For more, try --help.
cli-parse-too-many = { $arg } takes no more values, but `{ $value }` was given
cli-parse-value-count = { $arg } was given the wrong number of values
cli-parse-not-utf8 = an argument is not valid UTF-8 text

## The table's own commands, the same for every volume.
cli-help-table = The table's own commands, the same for every volume the program carries, taken through the contract between the table and a volume: set up a game in the table's log, check it, judge it, report it.
cli-help-table-volume = The volume, by its key (default: gandhi, the one this program carries).
cli-help-table-setup = Set a scenario up and write the table's log of a new game.
cli-help-table-setup-scenario = The scenario, by the volume's key for it.
cli-help-table-setup-seed = The seed of every draw and die (default: 1).
cli-help-table-setup-output = The log to write.
cli-help-table-setup-distance = A game played at a distance: the game gets a name of its own, and its players join it before the first entry.
cli-help-table-key = Show this machine's public key for games played at a distance, making the key first when there is none.
cli-help-table-join = Join a game played at a distance: write your seat (its name, the sides it plays, your public key and your commitment to your secrets for the draws) to a file, to send to whoever holds the game's log.
cli-help-table-join-file = The game's log, as its holder sent it.
cli-help-table-join-seat = Your seat's name, as the other players know you.
cli-help-table-join-sides = The sides you play, by the volume's keys, separated by commas.
cli-help-table-join-output = The seat file to write.
cli-help-table-seats = Seat the players of a game played at a distance, before its first entry: each seat file their `join` wrote.
cli-help-table-seats-file = The game's log.
cli-help-table-seats-seats = The seat files.
cli-help-table-send = Send your turn: sign your entries since the last exchange and write them, with your secrets for the draws, as a turn file for the other seats.
cli-help-table-send-file = The game's log.
cli-help-table-send-output = The turn file to write.
cli-help-table-send-after = Send the entries after this one (default: those after the last entry another seat signed).
cli-help-table-open = Open a turn another seat sent: check that it continues this game, judge its entries, reveal your secret for a draw asked for, turn the card up once every secret is in, and say whose turn is next.
cli-help-table-open-file = The game's log.
cli-help-table-open-turn = The turn file.
cli-help-table-draw = Ask for the next card of a game played at a distance: reveal your secret for the next draw; the card comes once every seat revealed its own.
cli-help-table-draw-file = The game's log.
cli-help-table-live = Play a game at a distance live, in a Matrix room: read the room and take its turns, each new entry judged; reveal your secret for a draw asked for; send your entries made since the last exchange (with --send); and say whose turn is next.
cli-help-table-live-file = The game's log.
cli-help-table-live-server = The homeserver's address, such as https://matrix.org.
cli-help-table-live-user = Your Matrix user name there.
cli-help-table-live-password-file = A file holding your Matrix password (default: the environment variable GANDHI_MATRIX_PASSWORD).
cli-help-table-live-create = Open a room for this game.
cli-help-table-live-invite = Invite this Matrix user ID into the room opened (one --invite for each).
cli-help-table-live-room = The game's room, by the ID it was given when it was opened.
cli-help-table-live-send = Send your entries made since the last exchange.
cli-help-table-live-say = Say this to the table.
cli-help-table-check = Replay a log and check the position it reaches: every verdict with its section, then the totals.
cli-help-table-check-file = The table's log.
cli-help-table-check-json = Print JSON.
cli-help-table-totals = Replay a log and show each side's victory total, the total it must exceed, and its margin, after the last entry.
cli-help-table-totals-file = The table's log.
cli-help-table-totals-json = Print JSON.
cli-help-table-judge = Replay a log and judge every entry: what each broke, and whether the log's seal holds.
cli-help-table-judge-file = The table's log.
cli-help-table-judge-json = Print JSON.
cli-help-table-board = Open the table's board on a log in a window: play it by dragging pieces; every entry ended is written back to the log.
cli-help-table-board-file = The table's log.
cli-help-table-board-enter-board = Open the board-entry mode at once: enter the board from your copy of the game, by clicking (for a volume whose rulebook does not print its board).
cli-help-table-report = Write a report of a log's entries in Markdown: each entry's gestures, verdicts and totals; to a file ending in .html, a dispute report: the page, its Markdown and the board before and after as pictures.
cli-help-table-report-file = The table's log.
cli-help-table-report-output = The file to write (.md, or .html for a dispute report).
cli-help-table-report-entry = Only these entries, numbered from 1: N, or N..M.
cli-help-table-turn = Let a side's non-player system play its turn on a log: the turn is added to the log as an entry, judged, with the reason for each decision; a choice left to the players is asked instead (exit 3).
cli-help-table-turn-side = The side, by the volume's key for it.
cli-help-table-turn-file = The table's log.
cli-help-table-turn-answers = An answer to the system's questions, in the order asked (one --answer for each).
cli-help-table-playout = Let the volume's random generator play whole games, and judge every entry it made as any log is judged: a verdict that breaks a rule is a disagreement between the generator and the checks.
cli-help-table-playout-scenario = The scenario, by the volume's key for it.
cli-help-table-playout-games = How many games (default: 10), from seeds S, S+1…
cli-help-table-playout-seed = The first game's seed (default: 1).
cli-help-table-playout-json = Print JSON.

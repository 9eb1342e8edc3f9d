# The command line's own words: messages, headings, errors and summaries.
# Indentation and the lines' layout are the program's; only words are here.

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
cli-aid-applied = the players' non-player aid applied from { $file }
cli-aid-left-out = the players' non-player aid in { $file } cannot be used, so the game is judged without it:
cli-cards-applied = the players' cards applied from { $file } ({ $count } cards)
cli-cards-left-out = the players' cards in { $file } cannot be used, so the game is judged without them:
cli-entry-unreadable = --entry { $entries }: expected an entry number N or a range N..M, numbered from 1
cli-entry-past-log = { $file }: --entry { $entries }: the log has { $count } entries
cli-entry-none = { $file }: no entry in { $entries }
cli-report-written = written: { $files }; SHA-256 of the entries: { $hash }
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

# shinpan's completion for fish: copy it to ~/.config/fish/completions/shinpan.fish (the .deb
# installs it in fish's vendor_completions.d). Made from shinpan's options by CompletionTest
# (mvn -B -q test -Dtest=CompletionTest -Dshinpan.writeCompletion=true); do not edit by hand.
complete -c shinpan -f
complete -c shinpan -n __fish_use_subcommand -a 'check convert points rulesets codes perft help generate-completion'
complete -c shinpan -n __fish_use_subcommand -s h -l help
complete -c shinpan -n __fish_use_subcommand -s V -l version
complete -c shinpan -n '__fish_seen_subcommand_from check' -F
complete -c shinpan -n '__fish_seen_subcommand_from check' -l ruleset -x -a 'jsa csa amateur ussf try tori tori-3fold minishogi all'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l adopt-record-rules
complete -c shinpan -n '__fish_seen_subcommand_from check' -l variant -x -a 'standard tori minishogi'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l time-control -x
complete -c shinpan -n '__fish_seen_subcommand_from check' -l format -x -a 'text json jsonl junit sarif html github'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l report -x -a 'text= json= jsonl= junit= sarif= html= github='
complete -c shinpan -n '__fish_seen_subcommand_from check' -l lang -x -a 'en ja'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l board
complete -c shinpan -n '__fish_seen_subcommand_from check' -l board-svg -r -F
complete -c shinpan -n '__fish_seen_subcommand_from check' -l record -x
complete -c shinpan -n '__fish_seen_subcommand_from check' -l fail-on -x -a "(__fish_complete_list , 'string split , -- inconsistent,winner,illegal')"
complete -c shinpan -n '__fish_seen_subcommand_from check' -l select -x -a "(__fish_complete_list , 'string split , -- wrong-turn,empty-source,opponent-piece,piece-mismatch,illegal-movement,own-capture,illegal-promotion,dead-piece,not-in-hand,occupied-drop,nifu,three-swallows,uchifuzume,ignored-check,self-check,sennichite,perpetual-check,declaration-no-result,declaration-loss,ending-disagrees,max-moves-not-reached,moves-after-end,no-mate,no-try,refused-move-legal,repetition-not-reached,replay-stopped,statements-disagree,unreadable,not-judged')"
complete -c shinpan -n '__fish_seen_subcommand_from check' -l ignore -x -a "(__fish_complete_list , 'string split , -- wrong-turn,empty-source,opponent-piece,piece-mismatch,illegal-movement,own-capture,illegal-promotion,dead-piece,not-in-hand,occupied-drop,nifu,three-swallows,uchifuzume,ignored-check,self-check,sennichite,perpetual-check,declaration-no-result,declaration-loss,ending-disagrees,max-moves-not-reached,moves-after-end,no-mate,no-try,refused-move-legal,repetition-not-reached,replay-stopped,statements-disagree,unreadable,not-judged')"
complete -c shinpan -n '__fish_seen_subcommand_from check' -l baseline -r -F
complete -c shinpan -n '__fish_seen_subcommand_from check' -l write-baseline -r -F
complete -c shinpan -n '__fish_seen_subcommand_from check' -s l -l files-with-findings
complete -c shinpan -n '__fish_seen_subcommand_from check' -s 0 -l null
complete -c shinpan -n '__fish_seen_subcommand_from check' -l stdin-name -x
complete -c shinpan -n '__fish_seen_subcommand_from check' -l jobs -x
complete -c shinpan -n '__fish_seen_subcommand_from check' -s q -l quiet
complete -c shinpan -n '__fish_seen_subcommand_from check' -l limit -x -a 'input= archive= entries= nesting= line= moves= variations= variation-depth= tree-moves= header= comments= records= json-values='
complete -c shinpan -n '__fish_seen_subcommand_from check' -l config -r -F
complete -c shinpan -n '__fish_seen_subcommand_from check' -l no-config
complete -c shinpan -n '__fish_seen_subcommand_from check' -s h -l help
complete -c shinpan -n '__fish_seen_subcommand_from check' -s V -l version
complete -c shinpan -n '__fish_seen_subcommand_from check' -l illegal-move -x -a 'loses loses-if-claimed'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l repetition -x -a '4-fold-draw 4-fold-mover-loses 3-fold-mover-loses 4-fold-gote-wins'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l repetition-start-counts -x -a 'yes no'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l perpetual-check -x -a 'from-first-occurrence from-first-check'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l agreement-count -x -a 'none 24 27-28'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l declaration -x -a 'none jsa-31 27-28'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l handicap-points -x -a 'credit-giver lower-threshold none'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l max-moves -x
complete -c shinpan -n '__fish_seen_subcommand_from check' -l max-moves-rule -x -a 'extend-while-check mate-wins'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l try-rule -x -a 'on off'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l strict-notation -x -a 'on off'
complete -c shinpan -n '__fish_seen_subcommand_from check' -l time-forfeit -x -a 'server claim'
complete -c shinpan -n '__fish_seen_subcommand_from convert' -F
complete -c shinpan -n '__fish_seen_subcommand_from convert' -l limit -x -a 'input= archive= entries= nesting= line= moves= variations= variation-depth= tree-moves= header= comments= records= json-values='
complete -c shinpan -n '__fish_seen_subcommand_from convert' -l to -x -a 'kif ki2 csa usi jkf'
complete -c shinpan -n '__fish_seen_subcommand_from convert' -l normalize
complete -c shinpan -n '__fish_seen_subcommand_from convert' -l encoding -x -a 'utf-8 shift_jis'
complete -c shinpan -n '__fish_seen_subcommand_from convert' -l out -x -a '(__fish_complete_directories (commandline -ct))'
complete -c shinpan -n '__fish_seen_subcommand_from convert' -l force
complete -c shinpan -n '__fish_seen_subcommand_from convert' -l strict
complete -c shinpan -n '__fish_seen_subcommand_from convert' -l lang -x -a 'en ja'
complete -c shinpan -n '__fish_seen_subcommand_from convert' -s h -l help
complete -c shinpan -n '__fish_seen_subcommand_from convert' -s V -l version
complete -c shinpan -n '__fish_seen_subcommand_from points' -F
complete -c shinpan -n '__fish_seen_subcommand_from points' -l limit -x -a 'input= archive= entries= nesting= line= moves= variations= variation-depth= tree-moves= header= comments= records= json-values='
complete -c shinpan -n '__fish_seen_subcommand_from points' -l ply -x
complete -c shinpan -n '__fish_seen_subcommand_from points' -l move -x
complete -c shinpan -n '__fish_seen_subcommand_from points' -l ruleset -x -a 'jsa csa amateur ussf try tori tori-3fold minishogi all'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l adopt-record-rules
complete -c shinpan -n '__fish_seen_subcommand_from points' -l format -x -a 'text json'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l lang -x -a 'en ja'
complete -c shinpan -n '__fish_seen_subcommand_from points' -s h -l help
complete -c shinpan -n '__fish_seen_subcommand_from points' -s V -l version
complete -c shinpan -n '__fish_seen_subcommand_from points' -l illegal-move -x -a 'loses loses-if-claimed'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l repetition -x -a '4-fold-draw 4-fold-mover-loses 3-fold-mover-loses 4-fold-gote-wins'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l repetition-start-counts -x -a 'yes no'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l perpetual-check -x -a 'from-first-occurrence from-first-check'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l agreement-count -x -a 'none 24 27-28'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l declaration -x -a 'none jsa-31 27-28'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l handicap-points -x -a 'credit-giver lower-threshold none'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l max-moves -x
complete -c shinpan -n '__fish_seen_subcommand_from points' -l max-moves-rule -x -a 'extend-while-check mate-wins'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l try-rule -x -a 'on off'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l strict-notation -x -a 'on off'
complete -c shinpan -n '__fish_seen_subcommand_from points' -l time-forfeit -x -a 'server claim'
complete -c shinpan -n '__fish_seen_subcommand_from rulesets' -l format -x -a 'text json'
complete -c shinpan -n '__fish_seen_subcommand_from rulesets' -l lang -x -a 'en ja'
complete -c shinpan -n '__fish_seen_subcommand_from rulesets' -s h -l help
complete -c shinpan -n '__fish_seen_subcommand_from rulesets' -s V -l version
complete -c shinpan -n '__fish_seen_subcommand_from codes' -l format -x -a 'text json'
complete -c shinpan -n '__fish_seen_subcommand_from codes' -l lang -x -a 'en ja'
complete -c shinpan -n '__fish_seen_subcommand_from codes' -s h -l help
complete -c shinpan -n '__fish_seen_subcommand_from codes' -s V -l version
complete -c shinpan -n '__fish_seen_subcommand_from perft' -l sfen -x
complete -c shinpan -n '__fish_seen_subcommand_from perft' -l handicap -x -a 'even lance right-lance bishop rook rook-lance 2-piece 3-piece 4-piece 5-piece left-5-piece 6-piece left-7-piece right-7-piece 8-piece 10-piece'
complete -c shinpan -n '__fish_seen_subcommand_from perft' -l variant -x -a 'standard tori minishogi'
complete -c shinpan -n '__fish_seen_subcommand_from perft' -l depth -x
complete -c shinpan -n '__fish_seen_subcommand_from perft' -l lang -x -a 'en ja'
complete -c shinpan -n '__fish_seen_subcommand_from perft' -l divide
complete -c shinpan -n '__fish_seen_subcommand_from perft' -s h -l help
complete -c shinpan -n '__fish_seen_subcommand_from perft' -s V -l version
complete -c shinpan -n '__fish_seen_subcommand_from help' -a 'check convert points rulesets codes perft help generate-completion'
complete -c shinpan -n '__fish_seen_subcommand_from help' -s h -l help
complete -c shinpan -n '__fish_seen_subcommand_from help' -l lang -x -a 'en ja'
complete -c shinpan -n '__fish_seen_subcommand_from generate-completion' -s h -l help
complete -c shinpan -n '__fish_seen_subcommand_from generate-completion' -s V -l version

# shinpan's completion for zsh: `source` this file from ~/.zshrc. It is the bash script below
# (`shinpan generate-completion`), which zsh runs through bashcompinit; compinit comes first unless
# something already loaded it.
(( $+functions[compdef] )) || { autoload -U +X compinit && compinit }
autoload -U +X bashcompinit && bashcompinit



# ---- shinpan's completion of option values, over picocli's functions above ----
# Readline splits words at '=' (COMP_WORDBREAKS), so for `--ruleset=j` picocli's functions see
# "--ruleset" "=" "j" and complete nothing; they also know no FORMAT=FILE pairs and no
# comma-separated lists. _shinpan_complete reads the option and its value from the line itself,
# completes the values the table below lists (made from shinpan's own model), and hands anything
# else to picocli's _complete_shinpan. zsh runs it through bashcompinit, in ksh emulation.

# _shinpan_option COMMAND OPTION: sets _shinpan_kind (words, list, pair, pair-file, file or dir) and
# _shinpan_words for the option's value, or fails when shinpan completes no value there.
function _shinpan_option() {
  _shinpan_words=()
  case "$1 $2" in
@TABLE@
    *) return 1 ;;
  esac
}

function _shinpan_complete() {
  if [ -n "${ZSH_VERSION-}" ]; then emulate -L ksh; fi
  local line=${COMP_LINE:0:$COMP_POINT}
  local cur=${line##*[[:blank:]]}
  # the words before the one completed, split at blanks as the shell hands them to shinpan (zsh's
  # completion has a special array called words: another name)
  local -a before
  local rest=${line%"$cur"}
  rest=${rest%"${rest##*[![:blank:]]}"}
  if [ -n "${ZSH_VERSION-}" ]; then read -rA before <<< "$rest"; else read -ra before <<< "$rest"; fi
  local prev='' command='' w
  if [ ${#before[@]} -gt 0 ]; then prev=${before[${#before[@]}-1]}; fi
  for w in "${before[@]:1}"; do
    case $w in -*) ;; *) command=$w; break ;; esac
  done
  local opt='' value=$cur lead=''
  case $cur in
    --*=*) opt=${cur%%=*}; value=${cur#*=}; lead=$opt= ;;
    -*) ;;
    *) case $prev in -*) opt=$prev ;; esac ;;
  esac
  local _shinpan_kind=''
  local -a _shinpan_words
  if [ -z "$opt" ] || ! _shinpan_option "$command" "$opt"; then
    _complete_shinpan "$@"
    return
  fi
  # the part of the value being completed, after a list's last comma or a pair's '='
  local head='' part=$value
  case $_shinpan_kind in
    list) case $value in *,*) head=${value%,*},; part=${value##*,} ;; esac ;;
    pair | pair-file) case $value in *=*) head=${value%%=*}=; part=${value#*=} ;; esac ;;
  esac
  local -a replies
  replies=()
  local files='' suffix=''
  if [ "$_shinpan_kind" = file ] || [ "$_shinpan_kind" = dir ] || { [ "$_shinpan_kind" = pair-file ] && [ -n "$head" ]; }; then
    files=1
    if [ -n "${ZSH_VERSION-}" ]; then
      # bashcompinit's compgen -f ignores the word and globs zsh's own prefix, which holds "FORMAT="
      setopt nullglob bareglobqual noksh_glob nosh_glob
      if [ "$_shinpan_kind" = dir ]; then eval 'replies=( "$part"*(/) )'; else eval 'replies=( "$part"* )'; fi
    else
      local IFS=$'\n'
      if [ "$_shinpan_kind" = dir ]; then replies=( $(compgen -d -- "$part") ); else replies=( $(compgen -f -- "$part") ); fi
      unset IFS
    fi
  elif [ -z "$head" ] || [ "$_shinpan_kind" = list ]; then
    case $_shinpan_kind in pair | pair-file) suffix='=' ;; esac
    for w in "${_shinpan_words[@]}"; do
      case $w in "$part"*) replies+=("$w$suffix") ;; esac
    done
  fi
  # readline replaces only the text after the last word-break character: drop what comes before it
  local typed=$lead$value strip=0
  if [ -n "${BASH_VERSION-}" ]; then
    local word=${typed##*[$COMP_WORDBREAKS]}
    strip=$(( ${#typed} - ${#word} ))
  fi
  COMPREPLY=()
  for w in "${replies[@]}"; do
    w=$lead$head$w
    COMPREPLY+=("${w:$strip}")
  done
  if [ -n "${BASH_VERSION-}" ] && type compopt > /dev/null 2>&1; then
    if [ -n "$files" ]; then compopt -o filenames; else compopt +o default; fi
    if [ -n "$suffix" ]; then compopt -o nospace; fi
  fi
  return 0
}

complete -F _shinpan_complete -o default shinpan shinpan.sh shinpan.bash

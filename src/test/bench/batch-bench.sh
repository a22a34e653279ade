#!/usr/bin/env bash
# Whole-process figures of issue 9, from the corpus's 500 real lishogi games:
#   5,000 CSA files, 5,000 KIF files (each game ten times, one file each; and `cat` of the KIF files),
#   5,000 JKF files of the same games (row jkf, not in the default set),
#   the same KIF files in Shift_JIS as Windows applications save them and the CSA files as the floodgate
#   server writes them (rows sjis and flood, not in the default set),
#   a 100,000-record zip of the CSA games at -Xmx256m, and one record from a cold start
#   (java -jar, and the target/shinpan launcher with its class-data-sharing archive).
# Each figure is the best and the median wall time of N runs of the whole process, and its median CPU
# time (user + system), which a machine busy with other work disturbs less.
#
#   src/test/bench/batch-bench.sh                 build, write the inputs to a temp dir, time target/shinpan.jar
#   src/test/bench/batch-bench.sh -b old.jar      also time another jar, alternating run by run (A/B)
#   src/test/bench/batch-bench.sh -c REF          build commit REF in a temporary worktree and time against it (A/B),
#                                                 with each row's ratio this build / REF
# Every figure is taken for `java -jar` and for the launcher beside each jar (target/shinpan, and
# the other build's when it has one: give -b the jar in that build's own target folder, where its
# class-data archive matches it), JVM options through JDK_JAVA_OPTIONS.
#
# Options: -r N rounds (default 3); -j JAR the jar to time (default target/shinpan.jar); -b JAR a jar
# to compare with; -c REF a commit (branch, tag, hash) to build and compare with; -n no build (target/ must hold the jar and the test classes); -d DIR keep the
# inputs in DIR and reuse them on the next run; -f FORMAT the report format (default text);
# -o ROWS only these rows, comma-separated, of csa,kif,jkf,sjis,flood,zip,cold (default csa,kif,zip,cold).
# Needs bash, Java 17 and Maven; the timings are only as quiet as the machine (the load average is printed).
set -euo pipefail
cd "$(dirname "$0")/../../.."

rounds=3 jar=target/shinpan.jar baseline= build=1 dir= format=text rows=csa,kif,zip,cold compare=
while getopts r:j:b:c:nd:f:o: opt; do
    case $opt in
        r) rounds=$OPTARG ;;
        j) jar=$OPTARG ;;
        b) baseline=$OPTARG ;;
        c) compare=$OPTARG ;;
        n) build= ;;
        d) dir=$OPTARG ;;
        f) format=$OPTARG ;;
        o) rows=$OPTARG ;;
        *) sed -n '2,23s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
    esac
done

if [ -z "$dir" ]; then
    dir=$(mktemp -d "${TMPDIR:-/tmp}/shinpan-bench.XXXXXX")
    dir_made=$dir
    trap 'rm -rf "$dir_made"' EXIT
fi
if [ -n "$build" ]; then
    echo "building (mvn package, then the inputs)" >&2
    mvn -B -q package -DskipTests
fi
if [ -n "$compare" ]; then
    # The other build in a worktree of its own, so this checkout (and what it has not committed) stays as it is;
    # its launcher and class-data archive come with it, so launchers are compared too.
    other=$(mktemp -d "${TMPDIR:-/tmp}/shinpan-compare.XXXXXX")
    trap 'git worktree remove --force "$other" >/dev/null 2>&1 || rm -rf "$other"; rm -rf "${dir_made:-}"' EXIT
    git worktree add --detach "$other" "$compare" >/dev/null
    echo "building $compare ($(git -C "$other" rev-parse --short HEAD)) in $other" >&2
    (cd "$other" && mvn -B -q package -DskipTests)
    baseline=$other/target/shinpan.jar
fi
if [ ! -f "$dir/counts" ]; then
    mvn -B -q -Pbench test-compile exec:exec -Dbench.main=dev.shinpan.bench.BatchInputs -Dbench.args="$dir"
fi
# files, file_moves, zip_records, zip_moves
. "$dir/counts"

jars=("$jar")
[ -n "$baseline" ] && jars+=("$baseline")

# time_run LABEL COMMAND...: runs the command, appends "wall-ms cpu-ms" (cpu = user + system) to the file t.LABEL
time_run() {
    local label=$1; shift
    local status=0 real user sys
    TIMEFORMAT='%3R %3U %3S'
    { time "$@" > /dev/null 2> "$dir/stderr" || status=$?; } 2> "$dir/time"
    if [ "$status" -gt 1 ]; then
        echo "exit $status from: $*" >&2
        cat "$dir/stderr" >&2
        exit 1
    fi
    read -r real user sys < "$dir/time"
    awk -v r="$real" -v u="$user" -v s="$sys" 'BEGIN { printf "%d %d\n", r * 1000, (u + s) * 1000 }' >> "$dir/t.$label"
}

# "best-wall median-wall median-cpu" of the runs of LABEL, in seconds
figures() {
    local f="$dir/t.$1" middle
    middle=$(( ($(wc -l < "$f") + 1) / 2 ))
    echo "$(cut -d' ' -f1 "$f" | sort -n | head -1) $(cut -d' ' -f1 "$f" | sort -n | sed -n "${middle}p")" \
        "$(cut -d' ' -f2 "$f" | sort -n | sed -n "${middle}p")" | awk '{ printf "%.2f %.2f %.2f", $1 / 1000, $2 / 1000, $3 / 1000 }'
}

load() { cut -d' ' -f1-3 /proc/loadavg; }

# The ways of running shinpan that are timed: each jar with java -jar, and the launcher beside each
# jar that has one (a launcher only uses the class-data archive made with its own jar, so an A/B of
# launchers takes the other build's folder as it is, not a copied jar)
runners=()
for j in "${jars[@]}"; do
    runners+=("java -jar $j")
done
for j in "${jars[@]}"; do
    if [ -x "$(dirname "$j")/shinpan" ]; then
        runners+=("$(dirname "$j")/shinpan")
    fi
done

# run RUNNER HEAP ARGS...: shinpan's command line for that way of running it, with -Xmx HEAP unless it is empty
run() {
    local runner=$1 heap=$2; shift 2
    case $runner in
        "java -jar "*) echo java ${heap:+-Xmx$heap} -jar "${runner#java -jar }" "$@" ;;
        *) echo env ${heap:+JDK_JAVA_OPTIONS=-Xmx$heap} "$runner" "$@" ;;
    esac
}

# measure ROW HEAP ARGS...: every runner, alternating round by round
measure() {
    local row=$1 heap=$2; shift 2
    local r i
    for ((r = 0; r < rounds; r++)); do
        for i in "${!runners[@]}"; do
            # shellcheck disable=SC2046 # the words of the command line, none with blanks
            time_run "$row.$i" $(run "${runners[$i]}" "$heap" "$@")
        done
    done
}

# line WHAT JAR LABEL MOVES: one row of the table
line() {
    local best median cpu
    read -r best median cpu <<< "$(figures "$3")"
    printf '%-40s %-36s wall best %6.2f s, median %6.2f s; cpu median %6.2f s' "$1" "$2" "$best" "$median" "$cpu"
    if [ "$4" -gt 0 ]; then
        awk -v m="$4" -v s="$best" 'BEGIN { printf "; %.2f M moves/s", m / s / 1e6 }'
    fi
    echo
}

report() {
    local row=$1 moves=$2 what=$3 i
    for i in "${!runners[@]}"; do
        line "$what" "${runners[$i]}" "$row.$i" "$moves"
    done
    if [ -n "$baseline" ]; then
        ratio "$row" 0 1 "java -jar"
        [ "${#runners[@]}" -ge 4 ] && ratio "$row" 2 3 "launcher"
    fi
    return 0
}

# ratio ROW A B WHAT: this build's figures over the other's, runner A against runner B of the same kind
ratio() {
    local a b
    read -r -a a <<< "$(figures "$1.$2")"
    read -r -a b <<< "$(figures "$1.$3")"
    awk -v w="$4" -v ab="${a[0]}" -v bb="${b[0]}" -v ac="${a[2]}" -v bc="${b[2]}" 'BEGIN {
        printf "%-40s ratio this / other: wall best %.3f, cpu median %.3f\n", "  " w, ab / bb, ac / bc }'
}

rm -f "$dir"/t.*
wanted() { case ",$rows," in *,"$1",*) return 0 ;; esac; return 1; }
# file_row ROW FOLDER LABEL: check every file of the folder
file_row() {
    if wanted "$1"; then
        measure "$1" "" check --format "$format" "$dir/$2"
        report "$1" "$file_moves" "$3"
    fi
}
echo "load average before: $(load); $rounds rounds of the whole process: wall time best and median, CPU time (user + system) median"
file_row csa csa "$files CSA files ($file_moves moves)"
file_row kif kif "$files KIF files ($file_moves moves)"
if wanted kif; then
    for ((r = 0; r < rounds; r++)); do
        time_run cat sh -c 'cat "$1"/kif/*' sh "$dir"
    done
    line "cat of the $files KIF files" "cat" cat 0
fi
file_row jkf jkf "$files JKF files ($file_moves moves)"
file_row sjis kif-sjis "$files KIF files in Shift_JIS"
file_row flood csa-floodgate "$files CSA files as floodgate writes them"
if wanted zip; then
    measure zip 256m check --format "$format" "$dir/csa.zip"
    report zip "$zip_moves" "zip of $zip_records CSA records, -Xmx256m"
fi
if wanted cold; then
    measure version "" --version
    report version 0 "cold start: --version"
    measure cold "" check samples/nifu.kif
    report cold 0 "cold start: check samples/nifu.kif"
fi
echo "load average after: $(load)"

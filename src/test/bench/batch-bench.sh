#!/usr/bin/env bash
# Whole-process figures of issue 9, from the corpus's 500 real lishogi games:
#   5,000 CSA files, 5,000 KIF files (each game ten times, one file each; and `cat` of the KIF files),
#   a 100,000-record zip of the CSA games at -Xmx256m, and one record from a cold start
#   (java -jar, and the target/shinpan launcher with its class-data-sharing archive).
# Each figure is the best (and the median) of N runs of the whole process, wall time.
#
#   src/test/bench/batch-bench.sh                 build, write the inputs to a temp dir, time target/shinpan.jar
#   src/test/bench/batch-bench.sh -b old.jar      also time another jar, alternating run by run (A/B)
#
# Options: -r N rounds (default 3); -j JAR the jar to time (default target/shinpan.jar); -b JAR a jar
# to compare with; -n no build (target/ must hold the jar and the test classes); -d DIR keep the
# inputs in DIR and reuse them on the next run; -f FORMAT the report format (default text);
# -o ROWS only these rows, comma-separated, of csa,kif,zip,cold.
# Needs bash, Java 17 and Maven; the timings are only as quiet as the machine (the load average is printed).
set -euo pipefail
cd "$(dirname "$0")/../../.."

rounds=3 jar=target/shinpan.jar baseline= build=1 dir= format=text rows=csa,kif,zip,cold
while getopts r:j:b:nd:f:o: opt; do
    case $opt in
        r) rounds=$OPTARG ;;
        j) jar=$OPTARG ;;
        b) baseline=$OPTARG ;;
        n) build= ;;
        d) dir=$OPTARG ;;
        f) format=$OPTARG ;;
        o) rows=$OPTARG ;;
        *) sed -n '2,17s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
    esac
done

if [ -z "$dir" ]; then
    dir=$(mktemp -d "${TMPDIR:-/tmp}/shinpan-bench.XXXXXX")
    trap 'rm -rf "$dir"' EXIT
fi
if [ -n "$build" ]; then
    echo "building (mvn package, then the inputs)" >&2
    mvn -B -q package -DskipTests
fi
if [ ! -f "$dir/counts" ]; then
    mvn -B -q -Pbench test-compile exec:exec -Dbench.main=dev.shinpan.bench.BatchInputs -Dbench.args="$dir"
fi
# files, file_moves, zip_records, zip_moves
. "$dir/counts"

jars=("$jar")
[ -n "$baseline" ] && jars+=("$baseline")
launcher=$(dirname "$jar")/shinpan

micros() { local t=${EPOCHREALTIME//[.,]/}; echo "$t"; }

# time_runs LABEL COMMAND...: runs the command; appends its wall time in ms to the file named LABEL.
time_run() {
    local label=$1; shift
    local start end status
    start=$(micros)
    set +e
    "$@" > /dev/null 2> "$dir/stderr"
    status=$?
    set -e
    end=$(micros)
    if [ "$status" -gt 1 ]; then
        echo "exit $status from: $*" >&2
        cat "$dir/stderr" >&2
        exit 1
    fi
    echo $(( (end - start) / 1000 )) >> "$dir/t.$label"
}

# best and median of the runs of LABEL, in seconds
figures() {
    sort -n "$dir/t.$1" | awk '{ t[NR] = $1 } END { printf "%.2f %.2f", t[1] / 1000, t[int((NR + 1) / 2)] / 1000 }'
}

load() { cut -d' ' -f1-3 /proc/loadavg; }

# measure ROW LABEL-SUFFIX COMMAND... for each jar, alternating: the command with JAR in place of the word @JAR
measure() {
    local row=$1; shift
    local r j
    for ((r = 0; r < rounds; r++)); do
        for j in "${!jars[@]}"; do
            local cmd=()
            for word in "$@"; do
                cmd+=("${word//@JAR/${jars[$j]}}")
            done
            time_run "$row.$j" "${cmd[@]}"
        done
    done
}

report() {
    local row=$1 moves=$2 what=$3
    local j best median
    for j in "${!jars[@]}"; do
        read -r best median <<< "$(figures "$row.$j")"
        if [ "$moves" -gt 0 ]; then
            printf '%-44s %-28s best %6.2f s  median %6.2f s  %5.2f M moves/s\n' "$what" "${jars[$j]}" "$best" "$median" \
                "$(awk -v m="$moves" -v s="$best" 'BEGIN { print m / s / 1e6 }')"
        else
            printf '%-44s %-28s best %6.2f s  median %6.2f s\n' "$what" "${jars[$j]}" "$best" "$median"
        fi
    done
}

rm -f "$dir"/t.*
echo "load average before: $(load); $rounds rounds, best and median wall time of the whole process"
case ",$rows," in *,csa,*)
    measure csa java -jar @JAR check --format "$format" "$dir/csa"
    report csa "$file_moves" "$files CSA files ($file_moves moves)" ;;
esac
case ",$rows," in *,kif,*)
    measure kif java -jar @JAR check --format "$format" "$dir/kif"
    report kif "$file_moves" "$files KIF files ($file_moves moves)"
    for ((r = 0; r < rounds; r++)); do
        time_run cat sh -c 'cat "$1"/kif/*' sh "$dir"
    done
    read -r best median <<< "$(figures cat)"
    printf '%-44s %-28s best %6.2f s  median %6.2f s\n' "cat of the $files KIF files" "" "$best" "$median" ;;
esac
case ",$rows," in *,zip,*)
    measure zip java -Xmx256m -jar @JAR check --format "$format" "$dir/csa.zip"
    report zip "$zip_moves" "zip of $zip_records CSA records, -Xmx256m" ;;
esac
case ",$rows," in *,cold,*)
    sample=samples/nifu.kif
    measure version java -jar @JAR --version
    report version 0 "cold start: --version"
    measure cold java -jar @JAR check "$sample"
    report cold 0 "cold start: check $sample"
    if [ -x "$launcher" ]; then
        for ((r = 0; r < rounds; r++)); do
            time_run launcher "$launcher" check "$sample"
        done
        read -r best median <<< "$(figures launcher)"
        printf '%-44s %-28s best %6.2f s  median %6.2f s\n' "cold start: check $sample" "$launcher" "$best" "$median"
    fi ;;
esac
echo "load average after: $(load)"

#!/usr/bin/env bash
# What counting a directory's size costs a batch (issue 27): the progress bar's total comes from a walk
# with one stat per file before the batch starts (Inputs.knownSize), as `du` counts. This script writes
# N small records into a temp directory (the samples, copied round-robin), then times, once each:
#   walk   Inputs.knownSize of the directory alone (a source-launched program on the jar)
#   check  the whole `check DIR --quiet` run, which includes the same walk when a terminal shows the bar
# and prints the walk's share of the run. The walk is a small share when it stays a few per cent.
#
#   src/test/bench/size-walk-cost.sh [-n FILES] [-j JAR]     (default 20000 files, target/shinpan.jar)
# Needs bash, Java 17 and a built jar (mvn -o -q -B package -DskipTests); a busy machine blurs the figures.
set -euo pipefail
cd "$(dirname "$0")/../../.."

files=20000 jar=target/shinpan.jar
while getopts n:j: opt; do
    case $opt in
        n) files=$OPTARG ;;
        j) jar=$OPTARG ;;
        *) sed -n '2,10s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
    esac
done

dir=$(mktemp -d "${TMPDIR:-/tmp}/shinpan-walk.XXXXXX")
trap 'rm -rf "$dir"' EXIT
mapfile -t samples < <(find samples -maxdepth 1 -type f \( -name '*.kif' -o -name '*.csa' -o -name '*.usi' \) | sort)
for ((i = 0; i < files; i++)); do
    sample=${samples[i % ${#samples[@]}]}
    mkdir -p "$dir/records/$((i / 1000))"
    cp "$sample" "$dir/records/$((i / 1000))/$i.${sample##*.}"
done

cat > "$dir/Walk.java" <<'JAVA'
public class Walk {
    public static void main(String[] args) {
        long start = System.nanoTime();
        long bytes = dev.shinpan.record.io.Inputs.knownSize(dev.shinpan.record.format.Formats.inputNames(), java.util.List.of(args[0])).getAsLong();
        System.out.printf("%d %d%n", (System.nanoTime() - start) / 1_000_000, bytes);
    }
}
JAVA
sync
read -r walk_ms bytes < <(java -cp "$jar" "$dir/Walk.java" "$dir/records")
start=$(date +%s%N)
java -jar "$jar" check "$dir/records" --quiet > /dev/null || true
check_ms=$(( ($(date +%s%N) - start) / 1000000 ))
echo "files=$files bytes=$bytes walk=${walk_ms}ms check=${check_ms}ms share=$(( 100 * walk_ms / check_ms ))% (load: $(cut -d' ' -f1 /proc/loadavg))"

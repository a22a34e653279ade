#!/usr/bin/env bash
# Smoke test of the .deb `mvn -B -q package -DskipTests -Pdeb` leaves in target/deb/: unpacks it into a
# scratch root (dpkg-deb -x: no root rights, nothing installed) and runs the shinpan in it through its
# /usr/bin link, with the Java on the PATH (the package's Depends) and no JAVA_HOME, from another directory
# on the samples: the version, a record that agrees (exit 0), the samples folder with its inconsistent
# records (exit 1), Japanese output, JSON and SARIF, the C locale, a non-ASCII file name; and that the man
# pages and completions are where man, bash-completion and fish look. Prints the package's size.
#   src/test/dist/deb-smoke.sh [target/deb/shinpan_VERSION_ARCH.deb]
set -euo pipefail
repo=$(cd "$(dirname "$0")/../../.." && pwd)
deb=${1:-$(ls "$repo"/target/deb/shinpan_*.deb 2>/dev/null | head -n 1 || true)}
[ -f "$deb" ] || { echo "no .deb: run mvn -B -q package -DskipTests -Pdeb first" >&2; exit 2; }
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
shinpan=$root/usr/bin/shinpan
[ -L "$shinpan" ] && [ -x "$shinpan" ] || { echo "FAIL: no link usr/bin/shinpan to the launcher in $deb" >&2; exit 1; }
mkdir "$root/work"
cd "$root/work"
failures=0

# expect EXIT TEXT COMMAND...: the command exits with EXIT and prints TEXT (on either stream)
expect() {
    local want=$1 text=$2 got
    shift 2
    set +e
    env -u JAVA_HOME -u JDK_JAVA_OPTIONS "$@" > out.txt 2>&1
    got=$?
    set -e
    if [ "$got" != "$want" ] || ! grep -qF -- "$text" out.txt; then
        echo "FAIL: $* exited $got (expected $want) or did not print '$text':" >&2
        sed 's/^/    /' out.txt >&2
        failures=$((failures + 1))
    else
        echo "ok: $*"
    fi
}

for page in man1/shinpan-check.1 ja/man1/shinpan-check.1; do
    zcat "$root/usr/share/man/$page.gz" 2>/dev/null | cmp -s "$repo/man/$page" - \
        || { echo "FAIL: no usr/share/man/$page.gz in the package" >&2; failures=$((failures + 1)); }
done
for file in usr/share/bash-completion/completions/shinpan usr/share/fish/vendor_completions.d/shinpan.fish \
        usr/share/doc/shinpan/copyright usr/share/doc/shinpan/changelog.Debian.gz; do
    [ -f "$root/$file" ] || { echo "FAIL: no $file in the package" >&2; failures=$((failures + 1)); }
done

version=$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' "$repo/pom.xml" | head -n 1)
expect 0 "$version" "$shinpan" --version
expect 0 "the record agrees with the rules" "$shinpan" check "$repo/samples/nifu.kif"
expect 1 "inconsistent" "$shinpan" check "$repo/samples"
expect 0 "二歩" "$shinpan" check --lang ja "$repo/samples/nifu.kif"
expect 0 '"fingerprint"' "$shinpan" check --format json "$repo/samples/mate.jkf"
expect 1 '"version" : "2.1.0"' "$shinpan" check --format sarif "$repo/samples"
expect 0 "the record agrees with the rules" env LC_ALL=C LANG=C "$shinpan" check "$repo/samples/nifu.kif"
cp "$repo/samples/nifu.kif" "$root/work/二歩.kif"
expect 0 "二歩.kif" env LC_ALL=C LANG=C "$shinpan" check 二歩.kif
expect 0 "二歩.kif" env LC_ALL=C.UTF-8 "$shinpan" check 二歩.kif

echo "$(basename "$deb"): $(du -k "$deb" | cut -f1) KiB, installed $(du -sk "$root/usr" | cut -f1) KiB"
if [ "$failures" -gt 0 ]; then
    echo "$failures failure(s)" >&2
    exit 1
fi

#!/usr/bin/env bash
# Smoke test of the .deb `mvn -B -q package -DskipTests -Pdeb` leaves in target/deb/: unpacks it into a
# scratch root (dpkg-deb -x: no root rights, nothing installed) and runs the shinpan in it, with its own
# jlink'd Java and no JAVA_HOME, from another directory on the samples: the version, a record that agrees
# (exit 0), the samples folder with its inconsistent records (exit 1), Japanese output, JSON and SARIF,
# the C locale, a non-ASCII file name, and the links into /usr the maintainer scripts make and
# remove. Prints the package's size.
#   src/test/dist/deb-smoke.sh [target/deb/shinpan_VERSION_ARCH.deb]
set -euo pipefail
repo=$(cd "$(dirname "$0")/../../.." && pwd)
deb=${1:-$(ls "$repo"/target/deb/shinpan_*.deb 2>/dev/null | head -n 1 || true)}
[ -f "$deb" ] || { echo "no .deb: run mvn -B -q package -DskipTests -Pdeb first" >&2; exit 2; }
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
shinpan=$root/opt/shinpan/bin/shinpan
[ -x "$shinpan" ] || { echo "FAIL: no executable opt/shinpan/bin/shinpan in $deb" >&2; exit 1; }
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

# the maintainer scripts, run against the scratch root: postinst links shinpan and its completion into
# usr/, prerm removes them
dpkg-deb -e "$deb" "$root/DEBIAN"
mkdir -p "$root/usr/bin" "$root/usr/share/bash-completion/completions"
scratch() { sed -e "s|/usr/|$root/usr/|g" -e "s|/opt/shinpan|$root/opt/shinpan|g" "$root/DEBIAN/$1" > "$root/$1.sh"; }
scratch postinst
scratch prerm
sh "$root/postinst.sh" configure
[ -x "$root/usr/bin/shinpan" ] && [ -f "$root/usr/share/bash-completion/completions/shinpan" ] \
    || { echo "FAIL: postinst made no usr/bin/shinpan or completion link" >&2; failures=$((failures + 1)); }
for page in shinpan-check.1 ja/shinpan-check.1; do
    cmp -s "$repo/man/$page" "$root/opt/shinpan/lib/app/man/$page" \
        || { echo "FAIL: no man/$page in the package" >&2; failures=$((failures + 1)); }
done

version=$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' "$repo/pom.xml" | head -n 1)
expect 0 "$version" "$shinpan" --version
expect 0 "the record agrees with the rules" "$shinpan" check "$repo/samples/nifu.kif"
expect 1 "inconsistent" "$shinpan" check "$repo/samples"
expect 0 "二歩" "$shinpan" check --lang ja "$repo/samples/nifu.kif"
expect 0 '"fingerprint"' "$shinpan" check --format json "$repo/samples/mate.jkf"
expect 1 '"version" : "2.1.0"' "$shinpan" check --format sarif "$repo/samples"
expect 1 "inconsistent" "$root/usr/bin/shinpan" check "$repo/samples"
expect 0 "the record agrees with the rules" env LC_ALL=C LANG=C "$shinpan" check "$repo/samples/nifu.kif"
# Known: jpackage's native launcher cannot be started again in a UTF-8 locale as `java` can (the
# relaunch passes JVM options), so under the C locale a non-ASCII file name gets the located hint.
cp "$repo/samples/nifu.kif" "$root/work/二歩.kif"
expect 3 "LC_ALL=C.UTF-8" env LC_ALL=C LANG=C "$shinpan" check 二歩.kif
expect 0 "二歩.kif" env LC_ALL=C.UTF-8 "$shinpan" check 二歩.kif

sh "$root/prerm.sh" remove
[ ! -e "$root/usr/bin/shinpan" ] && [ ! -L "$root/usr/bin/shinpan" ] \
    || { echo "FAIL: prerm left usr/bin/shinpan" >&2; failures=$((failures + 1)); }

echo "$(basename "$deb"): $(du -k "$deb" | cut -f1) KiB, installed $(du -sk "$root/opt" | cut -f1) KiB"
if [ "$failures" -gt 0 ]; then
    echo "$failures failure(s)" >&2
    exit 1
fi

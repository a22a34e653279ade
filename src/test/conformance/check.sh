#!/usr/bin/env bash
# Conformance of shinpan's outputs with the tools of the systems that read them: each named check runs
# when its tool is on this machine and prints "SKIP <check>: <reason>" when not, so that a missing tool
# never fails the run; a real conformance error does (exit 1). .ci/run runs it after mvn -B verify.
#   src/test/conformance/check.sh [CHECK...]      (no CHECK: all of them; the names are listed below)
# To add a check: a function check_NAME that returns non-zero on an error (calling skip for a missing
# tool), and NAME in CHECKS.
set -uo pipefail
repo=$(cd "$(dirname "$0")/../../.." && pwd)
cd "$repo" || exit 2

CHECKS=(mandoc lintian sarif schema)

skip() { echo "SKIP $current: $*"; skipped=1; }
have() { command -v "$1" > /dev/null 2>&1; }

# mandoc: every man page lints clean of errors and warnings (style notes, such as long lines, pass)
check_mandoc() {
    have mandoc || { skip "mandoc is not installed (Debian: apt-get install mandoc)"; return 0; }
    local pages=(man/man1/*.1 man/ja/man1/*.1)
    [ -f "${pages[0]}" ] || { echo "no man pages under man/man1" >&2; return 1; }
    mandoc -T lint -W warning "${pages[@]}" || return 1
    echo "${#pages[@]} pages"
}

# lintian: the .deb that mvn package -Pdeb builds has no lintian error (warnings are listed and
# explained in docs/packaging.md)
check_lintian() {
    have lintian || { skip "lintian is not installed (Debian: apt-get install lintian)"; return 0; }
    have dpkg-deb || { skip "dpkg-deb is not installed"; return 0; }
    have mvn || { skip "mvn is not on the PATH to build the .deb"; return 0; }
    mvn -B -q package -DskipTests -Pdeb > "${TMPDIR:-/tmp}/shinpan-deb-build.log" 2>&1 \
        || { cat "${TMPDIR:-/tmp}/shinpan-deb-build.log" >&2; return 1; }
    local deb
    deb=$(ls target/deb/shinpan_*.deb 2> /dev/null | head -n 1)
    [ -n "$deb" ] || { echo "mvn package -Pdeb made no target/deb/shinpan_*.deb" >&2; return 1; }
    local out code
    # non-zero on an error tag (--fail-on error); as root lintian only adds a note, left out here
    out=$(lintian --fail-on error "$deb" 2>&1)
    code=$?
    out=$(grep -v 'running with root privileges' <<< "$out")
    [ -z "$out" ] || echo "$out"
    [ "$code" -eq 0 ] && ! grep -q '^E: ' <<< "$out"
}

# sarif: the SARIF of the test corpus (samples/, the records under src/test/resources and a zip of the
# samples, so that archive entries are covered) passes Microsoft's SARIF Multitool with the rules GitHub
# code scanning applies (--rule-kind "Gh;Ghas"): no error, warning or note. Also with --select, which
# lists only the codes selected.
check_sarif() {
    have npx || { skip "npx is not installed (Debian: apt-get install npm)"; return 0; }
    # the package's launcher runs the tool through a shell, so each argument is given quoted once more
    npx --no-install sarif-multitool --version > /dev/null 2>&1 \
        || { skip "the SARIF Multitool is not installed (npm install -g @microsoft/sarif-multitool)"; return 0; }
    have java || { skip "java is not on the PATH to run shinpan"; return 0; }
    have jar || { skip "the JDK's jar is not on the PATH to make the zip of the samples"; return 0; }
    local jar=target/shinpan.jar
    if [ ! -f "$jar" ]; then
        have mvn || { skip "mvn is not on the PATH to build shinpan"; return 0; }
        mvn -B -q package -DskipTests > "${TMPDIR:-/tmp}/shinpan-sarif-build.log" 2>&1 \
            || { cat "${TMPDIR:-/tmp}/shinpan-sarif-build.log" >&2; return 1; }
    fi
    local work
    export DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 # the tool needs no ICU then, which a slim machine may lack
    work=$(mktemp -d "${TMPDIR:-/tmp}/shinpan-sarif.XXXXXX") || return 1
    # the zip stands below the working directory, as a record must to be named relative to %SRCROOT%
    mkdir -p target/conformance && rm -f target/conformance/samples.zip
    (cd samples && jar --create --file ../target/conformance/samples.zip .) || return 1
    local failed=0 name
    run_sarif() { # NAME ARGS...: judge into $work/NAME.sarif and validate it
        name=$1
        shift
        java -jar "$jar" check --format sarif --lang en "$@" > "$work/$name.sarif" 2> "$work/$name.err"
        case $? in 0 | 1 | 3) ;; *) cat "$work/$name.err" >&2; return 1 ;; esac # 1, 3: findings, not failures
        npx --no-install sarif-multitool validate --rule-kind "'Gh;Ghas'" --level "'Error;Warning;Note'" \
            --output "$work/$name.validation.sarif" "$work/$name.sarif" > "$work/$name.txt" 2>&1
        if grep -E ': (error|warning|note) [A-Z]+[0-9]+' "$work/$name.txt"; then
            return 1
        fi
        grep -q 'Analysis completed successfully' "$work/$name.txt" || { cat "$work/$name.txt" >&2; return 1; }
        echo "$name: $(grep -c '"ruleId"' "$work/$name.sarif") results, no finding of the Multitool"
    }
    run_sarif corpus samples src/test/resources target/conformance/samples.zip || failed=1
    run_sarif select --select nifu,unreadable samples src/test/resources || failed=1
    rm -rf "$work"
    return "$failed"
}

# schema: docs/verdict.schema.json compiles in ajv's strict mode as draft 2020-12 (the JSON Schema
# validator most JavaScript consumers use); VerdictSchemaTest validates the outputs against it
check_schema() {
    have npx || { skip "npx is not installed (Debian: apt-get install npm)"; return 0; }
    npx --no-install ajv-cli help > /dev/null 2>&1 \
        || { skip "ajv-cli is not installed (npm install -g ajv-cli ajv-formats)"; return 0; }
    npx --no-install ajv-cli compile --spec=draft2020 --strict=true -c ajv-formats -s docs/verdict.schema.json
}

wanted=("$@")
[ "${#wanted[@]}" -gt 0 ] || wanted=("${CHECKS[@]}")
failed=()
for current in "${wanted[@]}"; do
    if ! declare -F "check_$current" > /dev/null; then
        echo "no check named $current (there are: ${CHECKS[*]})" >&2
        exit 2
    fi
    skipped=''
    echo "== $current"
    if ! "check_$current"; then
        echo "FAIL $current"
        failed+=("$current")
    elif [ -z "$skipped" ]; then
        echo "PASS $current"
    fi
done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "conformance errors: ${failed[*]}" >&2
    exit 1
fi
exit 0

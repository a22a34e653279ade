#!/usr/bin/env bash
# Builds target/deb/shinpan_VERSION_all.deb from what `mvn package` made (the jar, the completion
# scripts) and the repository's man pages, laid out as Debian policy asks (docs/packaging.md): the
# jar and the shell launcher in /usr/share/shinpan, /usr/bin/shinpan a link to the launcher, gzipped
# man pages in /usr/share/man, the completions where bash and fish look, the DEP-5 copyright and
# changelog.Debian.gz in /usr/share/doc/shinpan. Java comes from the Depends (Debian's JRE).
# No root rights needed: dpkg-deb --root-owner-group makes every file root's.
#   src/deb/build-deb.sh UPSTREAM_VERSION TARGET_DIR [MAINTAINER]
set -euo pipefail
upstream=$1
target=$(cd "$2" && pwd)
maintainer=${3:-shinpan maintainers <maintainers@shinpan.invalid>}
repo=$(cd "$(dirname "$0")/../.." && pwd)
# a Debian version sorts 0.1.0~snapshot before 0.1.0; -1: the first packaging of that version
version="${upstream/-SNAPSHOT/~snapshot}-1"
# reproducible: the date of the last commit, or the build's SOURCE_DATE_EPOCH
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$repo" log -1 --format=%ct 2>/dev/null || date +%s)}
root=$target/deb/root
rm -rf "$target/deb"
mkdir -p "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/shinpan" "$root/usr/share/doc/shinpan" \
    "$root/usr/share/man/man1" "$root/usr/share/man/ja/man1" "$root/usr/share/bash-completion/completions" \
    "$root/usr/share/fish/vendor_completions.d"

install -m 0644 "$target/shinpan.jar" "$root/usr/share/shinpan/shinpan.jar"
install -m 0755 "$repo/src/main/launcher/shinpan" "$root/usr/share/shinpan/shinpan"
ln -s ../share/shinpan/shinpan "$root/usr/bin/shinpan"
for page in "$repo"/man/man1/*.1; do
    gzip -9n < "$page" > "$root/usr/share/man/man1/$(basename "$page").gz"
done
for page in "$repo"/man/ja/man1/*.1; do
    gzip -9n < "$page" > "$root/usr/share/man/ja/man1/$(basename "$page").gz"
done
# bash-completion sources the file: no #! line (lintian: bash-completion-with-hashbang)
sed '1{/^#!/d}' "$target/completion/shinpan.bash" > "$root/usr/share/bash-completion/completions/shinpan"
install -m 0644 "$repo/src/main/completion/shinpan.fish" "$root/usr/share/fish/vendor_completions.d/shinpan.fish"
# the years: from the first commit's to the build's
first=$(git -C "$repo" log --format=%ad --date=format:%Y 2>/dev/null | tail -n 1 || true)
last=$(date -u -d "@$epoch" +%Y)
years=${first:-$last}
[ "$years" = "$last" ] || years="$years-$last"
sed -e "s|@YEARS@|$years|g" "$repo/src/deb/copyright" > "$root/usr/share/doc/shinpan/copyright"
sed -e "s|@VERSION@|$version|g" -e "s|@UPSTREAM@|$upstream|g" -e "s|@MAINTAINER@|$maintainer|g" \
    -e "s|@DATE@|$(LC_ALL=C date -u -R -d "@$epoch")|g" "$repo/src/deb/changelog" \
    | gzip -9n > "$root/usr/share/doc/shinpan/changelog.Debian.gz"

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s|@VERSION@|$version|g" -e "s|@MAINTAINER@|$maintainer|g" -e "s|@SIZE@|$size|g" \
    "$repo/src/deb/control" > "$root/DEBIAN/control"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -type d -exec chmod 0755 {} +
find "$root" -exec touch -h -d "@$epoch" {} +
SOURCE_DATE_EPOCH=$epoch dpkg-deb --root-owner-group -Zxz --build "$root" "$target/deb/shinpan_${version}_all.deb" >/dev/null
rm -rf "$root"
echo "$target/deb/shinpan_${version}_all.deb"

#!/usr/bin/env python3
"""Builds src/test/resources/expectations/csa.tsv from the CSA files' own text.

Independent of shinpan's Java reader on purpose: it only looks for what each file plainly
says, line by line.
  * records:  text between lines holding only "/"
  * moves:    statements "+dddd" / "-dddd" followed by two capital letters, at the start of a line
              or after a comma, in lines that are not comments (text after a ' is ignored)
  * endings:  every "%NAME" statement (same places) and every "'summary:<type>:" comment,
              in file order, written as %NAME / summary:<type>
  * status:   "protocol" when the first line is a CSA server message (BEGIN Game_Summary),
              else "ok"
Decoding: UTF-8 (with or without BOM), else CP932, else EUC-JP, as docs/formats.md §0 describes.

Usage: python3 src/test/scripts/csa_expectations.py > src/test/resources/expectations/csa.tsv
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(__file__), '..', 'resources', 'corpus')
MOVE = re.compile(r'^[+-]\d{4}[A-Z]{2}$')
SPECIAL = re.compile(r'^%[-+A-Z_]*$')


def decode(data):
    for enc in ('utf-8-sig', 'cp932', 'euc_jp'):
        try:
            return data.decode(enc)
        except UnicodeDecodeError:
            pass
    raise ValueError('undecodable')


def fields(line):
    """The statements of a non-comment line: comma fields up to the first quote."""
    quote = line.find("'")
    code = line if quote < 0 else line[:quote]
    return [f.strip() for f in code.split(',')]


def records(text):
    current = []
    out = [current]
    for line in re.split(r'\r\n|\r|\n', text):
        if line.strip() == '/':
            current = []
            out.append(current)
        else:
            current.append(line)
    return [r for r in out if any(l.strip() for l in r)]


def main():
    print('# CSA corpus expectations, extracted from the files\' own text by src/test/scripts/csa_expectations.py')
    print('# path\trecord\tmoves\tendings\tstatus')
    paths = []
    for d, _, files in os.walk(ROOT):
        for f in files:
            if f.endswith('.csa'):
                paths.append(os.path.relpath(os.path.join(d, f), ROOT).replace(os.sep, '/'))
    for path in sorted(paths):
        with open(os.path.join(ROOT, path), 'rb') as fh:
            text = decode(fh.read())
        status = 'protocol' if text.lstrip('\ufeff').startswith('BEGIN Game_Summary') else 'ok'
        for index, lines in enumerate(records(text)):
            moves = 0
            endings = []
            for line in lines:
                stripped = line.strip()
                if stripped.startswith("'"):
                    m = re.match(r"'summary:([^:]*):", stripped)
                    if m:
                        endings.append('summary:' + m.group(1))
                    continue
                if stripped[:1] in ('N', '$', 'P', 'V'):
                    continue
                for field in fields(stripped):
                    if MOVE.match(field):
                        moves += 1
                    elif SPECIAL.match(field):
                        endings.append(field)
            if status == 'protocol':
                moves = 0
                endings = []
            print('\t'.join([path, str(index), str(moves), ';'.join(endings) or '-', status]))


if __name__ == '__main__':
    sys.exit(main())

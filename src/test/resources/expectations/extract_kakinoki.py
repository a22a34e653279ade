#!/usr/bin/env python3
"""Builds kakinoki.tsv: what every KIF/KI2 file of the corpus says about its own main line.

Written independently of shinpan's readers (no shared code, no run of the Java parser): it reads
only what a person reading the file would read, line by line.

  KIF: the main line is everything before the first "変化" line that follows a move line, or
       before the first numbered line whose number goes back (ShogiHome reads such a line as the
       start of a variation, and so must shinpan).
       moves    = number written on the last numbered line holding a real move (dest + piece);
       prefix   = how many real moves numbered 1, 2, 3, ... in order open the main line;
       break    = the line number where the numbering first jumps ahead (the file itself says
                  moves are missing there), or "-";
       terminal = the first terminal word (a numbered line whose body is no move) and its number.
  KI2: moves    = count of move tokens (turn mark + destination or 同) in the main line;
       terminal = a pseudo-move such as "△投了" among them.
  Both: summary = the main line's "まで N手で <result>" line.

Winner and reason follow docs/formats.md §1.6 / §1.9 / §2.3: the side to move at ply N is the start
side when N is odd; the start side is White when a 後手番/上手番 line says so, or when 手合割 names
a handicap and there is no board diagram, else Black.

Usage: extract_kakinoki.py <corpus dir> > kakinoki.tsv
"""
import os
import re
import sys

MARKS = "▲△▼▽☗☖"
BLACK, WHITE = "black", "white"
HANDICAPS = {"香落ち", "右香落ち", "角落ち", "飛車落ち", "飛香落ち", "二枚落ち", "三枚落ち", "四枚落ち",
             "五枚落ち", "左五枚落ち", "六枚落ち", "左七枚落ち", "右七枚落ち", "八枚落ち", "十枚落ち"}
# docs/formats.md §1.6: word -> (reason, who wins: "other" = opponent of the side to move, "mover" =
# the side to move, None = nobody)
WORDS = {
    "投了": ("resignation", "other"), "詰み": ("checkmate", "other"), "詰": ("checkmate", "other"),
    "切れ負け": ("timeout", "other"), "時間切れ": ("timeout", "other"), "Time-up": ("timeout", "other"),
    "反則勝ち": ("illegal-move", "mover"), "反則負け": ("illegal-move", "other"),
    "千日手": ("sennichite", None), "持将棋": ("impasse", None),
    "入玉勝ち": ("declaration", "mover"), "中断": ("interrupted", None), "封じ手": ("interrupted", None),
    "不詰": ("interrupted", None),
}
SIDE_NAMES = {"先手": BLACK, "下手": BLACK, "後手": WHITE, "上手": WHITE}


def decode(path):
    data = open(path, "rb").read()
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8")
    head = data[:512].decode("latin-1")
    m = re.search(r"^(?:#KIF|#KI2)[^\r\n]*encoding=([A-Za-z0-9_\-]+)", head, re.M)
    if m:
        enc = {"UTF-8": "utf-8", "SHIFT_JIS": "cp932", "SHIFT-JIS": "cp932"}.get(m.group(1).upper())
        if enc:
            try:
                return data.decode(enc)
            except UnicodeDecodeError:
                pass
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp932")


def other(side):
    return WHITE if side == BLACK else BLACK


def side_of_ply(start, ply):
    return start if ply % 2 == 1 else other(start)


def word_meaning(word, to_move):
    if word not in WORDS:
        return "interrupted", "-"
    reason, who = WORDS[word]
    winner = "-" if who is None else (to_move if who == "mover" else other(to_move))
    return reason, winner


def summary_meaning(result, moves, start):
    to_move = side_of_ply(start, moves + 1)
    on_time = result.startswith("時間切れにより")
    rest = result[len("時間切れにより"):] if on_time else result
    if rest[:2] in SIDE_NAMES and rest[2:3] == "の":
        named, word = SIDE_NAMES[rest[:2]], rest[3:]
        if word == "勝ち":
            return ("timeout" if on_time else "resignation"), named
        return word_meaning(word, named)
    return word_meaning(rest, to_move)


def is_move_body(body):
    return body[:1] in "同仝" or body[:1] in "123456789１２３４５６７８９"


def main(root):
    rows = []
    for dirpath, _, names in os.walk(root):
        for name in names:
            if os.path.splitext(name)[1].lower() in (".kif", ".kifu", ".ki2", ".ki2u"):
                rows.append(examine(root, os.path.join(dirpath, name)))
    print("path\tformat\tmoves\tprefix\tbreak\tterminal\tterminal_ply\tterminal_reason\tterminal_winner"
          "\tsummary_moves\tsummary_reason\tsummary_winner")
    for row in sorted(rows):
        print("\t".join(str(x) for x in row))


def examine(root, path):
    lines = [l.rstrip(" \u3000\t") for l in re.split(r"\r\n|\r|\n", decode(path))]
    kif_line = re.compile(r"^[ \t\u3000]*([0-9]+)[ \t\u3000]+(\S.*)$")
    has_kif = any(kif_line.match(l) for l in lines)
    has_ki2 = any(l.lstrip(" \u3000\t")[:1] in MARKS and l.strip() for l in lines)
    ext = os.path.splitext(path)[1].lower()
    fmt = "KIF" if has_kif else "KI2" if has_ki2 else ("KI2" if ext.startswith(".ki2") else "KIF")

    # the main line ends at the first 変化 after a move or summary line, or at a move number going back
    main, seen_moves, last_number = [], False, 0
    for l in lines:
        if re.match(r"^\s*変化\s*[：:]", l) and seen_moves:
            break
        numbered = kif_line.match(l)
        if numbered:
            if 1 <= int(numbered.group(1)) <= last_number:
                break
            last_number = int(numbered.group(1))
        if kif_line.match(l) or l.lstrip(" \u3000\t")[:1] in MARKS or l.lstrip().startswith("まで"):
            seen_moves = True
        main.append(l)

    start = BLACK
    handicap = None
    board = any(l.startswith("|") for l in main)
    for l in main:
        m = re.match(r"^手合割[：:](.*)$", l)
        if m:
            handicap = m.group(1).strip(" \u3000")
    if handicap in HANDICAPS and not board:
        start = WHITE
    for l in main:
        if l in ("後手番", "上手番"):
            start = WHITE
        elif l in ("先手番", "下手番"):
            start = BLACK

    moves, prefix, terminal, terminal_ply, break_line = 0, 0, "-", "-", "-"
    if fmt == "KIF":
        expected = 1
        for index, l in enumerate(lines):
            if index >= len(main):
                break
            m = kif_line.match(l)
            if not m:
                continue
            number, body = int(m.group(1)), m.group(2)
            if number != expected and break_line == "-":
                break_line = index + 1
            expected = number + 1
            if body[:1] in MARKS:
                body = body[1:]
            if is_move_body(body):
                moves = number
                if break_line == "-":
                    prefix = number
            elif terminal == "-":
                terminal = re.split(r"[\s(]", body)[0]
                terminal_ply = number - 1
    else:
        for l in main:
            s = l.lstrip(" \u3000\t")
            if s[:1] not in MARKS:
                continue
            for token in re.findall("[" + MARKS + "][^" + MARKS + "]*", s):
                body = token[1:].strip(" \u3000\t")
                if is_move_body(body):
                    moves += 1
                elif terminal == "-":
                    terminal, terminal_ply = body, moves
        prefix = moves

    t_reason = t_winner = "-"
    if terminal != "-":
        t_reason, t_winner = word_meaning(terminal, side_of_ply(start, terminal_ply + 1))

    s_moves = s_reason = s_winner = "-"
    for l in main:
        m = re.match(r"^[ \t\u3000]*まで[、,]?[ \t\u3000]*([0-9]+)手(?:で)?(.*)$", l)
        if m:
            s_moves = int(m.group(1))
            s_reason, s_winner = summary_meaning(m.group(2).strip(), s_moves, start)
            break

    rel = os.path.relpath(path, root).replace(os.sep, "/")
    return (rel, fmt, moves, prefix, break_line, terminal, terminal_ply, t_reason, t_winner, s_moves, s_reason, s_winner)


if __name__ == "__main__":
    main(sys.argv[1])

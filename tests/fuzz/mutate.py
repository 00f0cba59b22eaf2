"""Mutations that damage a file the ways disks, editors, people and attackers do.

Byte-level (flip, cut, splice, repeat), structure-level on the parsed value
(a value replaced by one of another type, a huge or negative number, a key
removed, a list shuffled or doubled, deep nesting), and hostile snippets (alias
bombs, complex keys, deep brackets, 5,000-digit numbers, unsafe tags). Every
choice comes from the ``random.Random`` passed in, so a case is replayable.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
from typing import Any

import yaml

from tabletop.engine.persistence import _canonical

HOSTILE_VALUES: tuple[Any, ...] = (
    None, True, False, 0, -1, 1.0, 1e308, 2**70, -(2**63), "", "x" * 300, "c1", "p0.hand", "@c1",
    [], {}, [None], {"": None}, [[[[]]]], {"seat": 99, "kind": "x"}, "\u0000\udc80".encode("utf-8", "surrogatepass").decode("utf-8", "replace"),
)


def alias_bomb(levels: int = 9, width: int = 9) -> str:
    names = [f"b{i}" for i in range(levels)]
    lines = [f"- &{names[0]} [" + ", ".join(["lol"] * width) + "]"]
    lines += [f"- &{n} [" + ", ".join([f"*{p}"] * width) + "]" for p, n in zip(names, names[1:], strict=False)]
    return "\n".join(lines)


YAML_SNIPPETS: tuple[str, ...] = (
    "? [a, b]\n: 1", "? {a: 1}\n: 2", "x: " + "[" * 5000 + "]" * 5000, "x: " + "9" * 5000,
    "x: !!python/object/apply:os.system ['true']", "x: !!binary aGVsbG8=", "x: &a [*a]",
    "x: *nowhere", "<<: *nowhere", "x: 2001-12-14t21:59:43.10-05:00", "x: .nan", "x: 0x" + "f" * 100,
    "x: {a: 1, a: 2}", "\t- tab", "x: |\n  unterminated", "---\ny: 2\n---\nz: 3", "%YAML 1.1\n---\nx: 1",
    "x: \"\\ud800\"", "x: " + "{a: " * 3000 + "1" + "}" * 3000,
)


def bytes_mutation(raw: bytes, rng: random.Random) -> bytes:
    """One byte-level damage."""
    if not raw:
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 20)))
    kind = rng.randrange(7)
    at = rng.randrange(len(raw))
    if kind == 0:  # flip bits
        data = bytearray(raw)
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        return bytes(data)
    if kind == 1:  # cut short (a kill during a write without atomic rename)
        return raw[:at]
    if kind == 2:  # a chunk removed
        return raw[:at] + raw[at + rng.randint(1, 200):]
    if kind == 3:  # a chunk repeated
        return raw[:at] + raw[at:at + rng.randint(1, 200)] * rng.randint(2, 5) + raw[at:]
    if kind == 4:  # random bytes inserted
        return raw[:at] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 30))) + raw[at:]
    if kind == 5:  # zeroed block (a torn page)
        return raw[:at] + b"\0" * rng.randint(1, 512) + raw[at + 512:]
    return raw[:at] + rng.choice((b"[", b"{", b"\"", b"]", b"}", b",", b":", b"\\")) * rng.randint(1, 3) + raw[at:]


def _paths(value: Any, prefix: tuple = (), limit: int = 4000) -> list[tuple]:
    """Paths to every value inside a JSON-like value (breadth-first, bounded)."""
    found: list[tuple] = []
    queue = [(prefix, value)]
    while queue and len(found) < limit:
        path, item = queue.pop(0)
        found.append(path)
        if isinstance(item, dict):
            queue.extend((path + (key,), child) for key, child in item.items())
        elif isinstance(item, list):
            queue.extend((path + (index,), child) for index, child in enumerate(item))
    return found


def _get(value: Any, path: tuple) -> Any:
    for step in path:
        value = value[step]
    return value


def _nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


def value_mutation(value: Any, rng: random.Random) -> Any:
    """One structural damage to a parsed JSON/YAML value (a deep copy is changed)."""
    value = copy.deepcopy(value)
    paths = _paths(value)
    path = rng.choice(paths[1:] or paths)
    if not path:
        return rng.choice(HOSTILE_VALUES)
    parent = _get(value, path[:-1])
    key = path[-1]
    current = parent[key]
    kind = rng.randrange(9)
    if kind == 0:
        parent[key] = copy.deepcopy(rng.choice(HOSTILE_VALUES))
    elif kind == 1 and isinstance(current, int) and not isinstance(current, bool):
        parent[key] = rng.choice((current + 1, current - 1, -current - 1, current * 1000, 10**rng.randint(19, 60)))
    elif kind == 2 and isinstance(parent, dict):
        del parent[key]
    elif kind == 3 and isinstance(current, list) and current:
        rng.shuffle(current)
        if rng.random() < 0.5:
            current.append(copy.deepcopy(rng.choice(current)))
    elif kind == 4:
        parent[key] = _nested(rng.choice((70, 200, 300)))
    elif kind == 5 and isinstance(current, str):
        others = [p for p in paths if p and isinstance(_get(value, p), str)]
        parent[key] = _get(value, rng.choice(others)) if others else current + "x"
    elif kind == 6 and isinstance(parent, list) and len(parent) > 1:
        other = rng.randrange(len(parent))
        parent[key], parent[other] = parent[other], parent[key]
    elif kind == 7:
        parent[key] = [current, current] if rng.random() < 0.5 else {"x": current}
    else:
        parent[key] = copy.deepcopy(rng.choice(HOSTILE_VALUES))
    return value


def _replacement(value: Any, current: Any, rng: random.Random) -> Any:
    """A new value for ``current``: another type, a nearby or huge number, another string of the file."""
    kind = rng.randrange(4)
    if kind == 0 and isinstance(current, int) and not isinstance(current, bool):
        return rng.choice((current + 1, current - 1, -current - 1, current * 1000, 10**rng.randint(19, 60)))
    if kind == 1 and isinstance(current, str):
        strings = [p for p in _paths(value, limit=2000) if p and isinstance(_get(value, p), str)]
        return _get(value, rng.choice(strings)) if strings else current + "x"
    if kind == 2 and isinstance(current, list) and current:
        return [*current, current[rng.randrange(len(current))]] if rng.random() < 0.5 else current[1:]
    return copy.deepcopy(rng.choice(HOSTILE_VALUES))


def paired_mutation(body: dict, rng: random.Random) -> dict:
    """The same change to the starting position and the snapshot (and a setup change now and then):
    a file whose history still fits, which only checking the positions themselves can refuse."""
    body = copy.deepcopy(body)
    if rng.random() < 0.25 and isinstance(body.get("setup"), dict):
        body["setup"] = value_mutation(body["setup"], rng)
        return body
    initial, snapshot = body.get("initial"), body.get("snapshot")
    if not isinstance(initial, dict) or not isinstance(snapshot, dict):
        return value_mutation(body, rng)
    paths = [p for p in _paths(initial) if p]
    path = rng.choice(paths)
    new = _replacement(initial, _get(initial, path), rng)
    for state in (initial, snapshot):
        try:
            parent = _get(state, path[:-1])
            if isinstance(parent, dict) or (isinstance(parent, list) and path[-1] < len(parent)):
                parent[path[-1]] = copy.deepcopy(new)
        except (KeyError, IndexError, TypeError):
            pass
    return body


def resealed(save: dict) -> bytes:
    """A save whose checksum is recomputed after its body changed (anyone can: it is a plain hash)."""
    if isinstance(save, dict) and isinstance(save.get("body"), dict):
        try:
            save = {**save, "checksum": hashlib.sha256(_canonical(save["body"])).hexdigest()}
        except (TypeError, ValueError, RecursionError):
            pass
    try:
        return json.dumps(save, separators=(",", ":")).encode("utf-8")
    except (TypeError, ValueError, RecursionError):
        return b"{}"


def damaged_save(raw: bytes, rng: random.Random) -> bytes:
    """A damaged save: bytes flipped, its structure changed (resealed), or a hostile shape."""
    roll = rng.random()
    if roll < 0.25:
        return bytes_mutation(raw, rng)
    save = json.loads(raw)
    if roll < 0.55:
        body = save["body"]
        for _ in range(rng.randint(1, 3)):
            body = value_mutation(body, rng)
        return resealed({**save, "body": body})
    if roll < 0.85:
        return resealed({**save, "body": paired_mutation(save["body"], rng)})
    hostile = rng.randrange(5)
    if hostile == 0:
        return raw.replace(b'"version":2', b'"version":' + rng.choice((b"9" * 5000, b"true", b"1.0", b"-0", b"[2]")))
    if hostile == 1:
        depth = rng.choice((100, 1000, 100_000))
        return b'{"format":"tabletop-save","version":2,"body":' + b"[" * depth + b"]" * depth + b"}"
    if hostile == 2:
        return resealed({**save, "body": {**save["body"], "game": rng.choice(([1], {"a": 1}, None, 5, "chess"))}})
    if hostile == 3:
        return raw[: len(raw) // 2] + raw  # two writers interleaved
    return resealed(value_mutation(save, rng))


def damaged_yaml(text: str, rng: random.Random) -> str:
    """A damaged card, deck or position file: lines changed, values changed, or a hostile snippet."""
    roll = rng.random()
    lines = text.splitlines()
    if roll < 0.3 and lines:
        at = rng.randrange(len(lines))
        kind = rng.randrange(5)
        if kind == 0:
            del lines[at]
        elif kind == 1:
            lines.insert(at, lines[rng.randrange(len(lines))])
        elif kind == 2:
            lines[at] = " " * rng.randint(1, 6) + lines[at]
        elif kind == 3:
            lines[at] = lines[at][: rng.randrange(len(lines[at]) + 1)]
        else:
            lines[at] = lines[at].replace(":", rng.choice((" :", "::", ": [", ": {", ": &a", ": *a")), 1)
        return "\n".join(lines) + "\n"
    if roll < 0.45:
        try:
            return bytes_mutation(text.encode("utf-8"), rng).decode("utf-8", "replace")
        except ValueError:
            return text[: len(text) // 2]
    if roll < 0.8:
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError:
            return text[::-1]
        for _ in range(rng.randint(1, 3)):
            data = value_mutation(data, rng)
        try:
            return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
        except (yaml.YAMLError, RecursionError):
            return text + "\n" + rng.choice(YAML_SNIPPETS)
    snippet = rng.choice((*YAML_SNIPPETS, alias_bomb()))
    if rng.random() < 0.5 or not lines:
        return snippet + "\n"
    at = rng.randrange(len(lines))
    indent = len(lines[at]) - len(lines[at].lstrip())
    lines.insert(at, "\n".join(" " * indent + part for part in snippet.splitlines()))
    return "\n".join(lines) + "\n"

"""A three-way merge of Qt Linguist .ts files, message by message (a git merge driver).

Two branches that each add strings and their translations touch the same XML blocks, so
git's line merge conflicts although nothing contradicts. This merges by message key
(context, source, comment) instead:

- a message either side added is kept, with its translation;
- a message one side removed (its source string vanished) and the other left unchanged
  goes;
- a translation one side changed and the other left as it was takes the change; if both
  changed it differently, ours is kept and the conflict is reported (exit status 1, so
  git marks the file as conflicted and the translator decides).

Register it once per clone (the attribute is in ``.gitattributes``)::

    git config merge.jadi-ts.driver "python3 app/i18n/merge.py %O %A %B"

(Stdlib only, run as a file: the ``app.i18n`` package imports Qt.) The merged file is
written in lupdate's own layout, so ``python -m app.i18n.build update`` afterwards changes
nothing but what the merge itself changed.
"""

from __future__ import annotations

import copy
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

Key = tuple[str, str, str]


def _message_key(context_name: str, element: ElementTree.Element) -> Key:
    return (context_name, element.findtext("source") or "", element.findtext("comment") or "")


def _index(root: ElementTree.Element) -> dict[Key, ElementTree.Element]:
    found: dict[Key, ElementTree.Element] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for element in context.findall("message"):
            found[_message_key(name, element)] = element
    return found


def _translation_text(element: ElementTree.Element | None) -> str | None:
    """The translation of a message as comparable text (None: no such message)."""
    if element is None:
        return None
    translation = element.find("translation")
    if translation is None:
        return ""
    return ElementTree.tostring(translation, encoding="unicode").strip()


def _context(root: ElementTree.Element, name: str) -> ElementTree.Element:
    for context in root.findall("context"):
        if (context.findtext("name") or "") == name:
            return context
    context = ElementTree.SubElement(root, "context")
    ElementTree.SubElement(context, "name").text = name
    return context


def merge(base: ElementTree.Element, ours: ElementTree.Element,
          theirs: ElementTree.Element) -> tuple[ElementTree.Element, list[Key]]:
    """``ours`` merged with ``theirs`` (``ours`` is changed and returned) and the keys whose
    translation both sides changed differently."""
    base_index, our_index, their_index = _index(base), _index(ours), _index(theirs)
    conflicts: list[Key] = []
    for key, their_element in their_index.items():
        our_element = our_index.get(key)
        if our_element is None:
            if key in base_index and _translation_text(base_index[key]) == _translation_text(their_element):
                continue  # we removed it and they did not touch it
            _context(ours, key[0]).append(copy.deepcopy(their_element))
            continue
        base_text = _translation_text(base_index.get(key))
        our_text, their_text = _translation_text(our_element), _translation_text(their_element)
        if their_text == our_text or their_text == base_text:
            continue
        if our_text == base_text:
            our_element.remove(our_element.find("translation"))
            our_element.append(copy.deepcopy(their_element.find("translation")))
        else:
            conflicts.append(key)
    for key, base_element in base_index.items():
        if key in their_index or key not in our_index:
            continue
        # They removed the message; we drop it too unless we changed its translation.
        if _translation_text(our_index[key]) == _translation_text(base_element):
            for context in ours.findall("context"):
                if (context.findtext("name") or "") == key[0]:
                    for element in context.findall("message"):
                        if _message_key(key[0], element) == key:
                            context.remove(element)
    for context in list(ours.findall("context")):
        if not context.findall("message"):
            ours.remove(context)
    return ours, conflicts


def _escape(text: str) -> str:
    # lupdate escapes the apostrophe but not the double quote in element text.
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("'", "&apos;"))


def _attributes(element: ElementTree.Element) -> str:
    return "".join(f' {name}="{_escape(value).replace(chr(34), "&quot;")}"'
                   for name, value in element.attrib.items())


def _lines(element: ElementTree.Element, depth: int) -> list[str]:
    """``element`` laid out as lupdate writes it: the ``TS`` element's children at the
    margin, four spaces per level below; an element with children opens and closes on
    lines of its own."""
    pad = " " * (4 * max(depth - 1, 0))
    tag = f"{element.tag}{_attributes(element)}"
    children = list(element)
    if not children:
        return [f"{pad}<{tag}>{_escape(element.text or '')}</{element.tag}>"]
    lines = [f"{pad}<{tag}>"]
    for child in children:
        lines += _lines(child, depth + 1)
    return [*lines, f"{pad}</{element.tag}>"]


def write_ts(root: ElementTree.Element, path: Path) -> None:
    """Write ``root`` byte for byte as ``pyside6-lupdate`` would, so a merge leaves no
    layout-only change behind."""
    body = "\n".join(_lines(root, 0))
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print("usage: python3 app/i18n/merge.py BASE OURS THEIRS  (OURS is rewritten)", file=sys.stderr)
        return 2
    base, ours, theirs = (ElementTree.parse(path).getroot() for path in argv)
    merged, conflicts = merge(base, ours, theirs)
    write_ts(merged, Path(argv[1]))
    for context, source, _comment in conflicts:
        print(f"translation changed on both sides: [{context}] {source!r}", file=sys.stderr)
    return 1 if conflicts else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

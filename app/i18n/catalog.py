"""Reading and filling Qt Linguist .ts files with the standard library only.

Used by the translation check test and by translators' scripts that fill many messages at
once; ``pyside6-linguist`` edits the same files by hand. After a scripted fill, run
``python -m app.i18n.build update`` so lupdate rewrites the file in its own layout.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

# A .ts message whose translation has one of these types is not a usable translation:
# lupdate marks new messages "unfinished" and vanished ones "vanished"/"obsolete".
NOT_DONE_TYPES = frozenset({"unfinished", "vanished", "obsolete"})


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    translation_type: str  # "" when finished
    forms: tuple[str, ...]  # one entry, or every <numerusform> of a plural message

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)

    @property
    def finished(self) -> bool:
        return self.translation_type not in NOT_DONE_TYPES and all(form.strip() for form in self.forms)


def read_ts(path: Path) -> tuple[str, list[Message]]:
    """The file's target language and its messages in file order."""
    root = ElementTree.parse(path).getroot()
    messages = []
    for context in root.iter("context"):
        context_name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                forms: tuple[str, ...] = ()
                kind = "unfinished"
            else:
                kind = translation.get("type", "")
                if numerus:
                    forms = tuple(form.text or "" for form in translation.findall("numerusform"))
                else:
                    forms = (translation.text or "",)
            messages.append(Message(context_name, message.findtext("source") or "",
                                    message.findtext("comment") or "", numerus, kind, forms))
    return root.get("language", ""), messages


Lookup = Callable[[Message], "str | list[str] | None"]


def fill_ts(path: Path, lookup: Lookup, overwrite: bool = False) -> tuple[int, list[Message]]:
    """Fill unfinished messages from ``lookup`` (a string, or a list for numerus forms).

    Returns how many were filled and the messages still unfinished. Messages that already
    have a finished translation are kept unless ``overwrite``.
    """
    tree = ElementTree.parse(path)
    root = tree.getroot()
    filled = 0
    for context in root.iter("context"):
        context_name = context.findtext("name") or ""
        for element in context.iter("message"):
            translation = element.find("translation")
            if translation is None:
                translation = ElementTree.SubElement(element, "translation", type="unfinished")
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            numerus = element.get("numerus") == "yes"
            message = Message(context_name, element.findtext("source") or "",
                              element.findtext("comment") or "", numerus,
                              translation.get("type", ""), ())
            if message.translation_type != "unfinished" and not overwrite:
                continue
            wanted = lookup(message)
            if wanted is None:
                continue
            if numerus:
                forms = translation.findall("numerusform")
                values = [wanted] * len(forms) if isinstance(wanted, str) else list(wanted)
                if len(values) != len(forms):
                    raise ValueError(f"{path.name}: {message.source!r} needs {len(forms)} "
                                     f"plural forms, got {len(values)}")
                for form, value in zip(forms, values):
                    form.text = value
            else:
                if not isinstance(wanted, str):
                    raise ValueError(f"{path.name}: {message.source!r} is not a plural message")
                translation.text = wanted
            translation.attrib.pop("type", None)
            filled += 1
    body = ElementTree.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")
    _, messages = read_ts(path)
    return filled, [message for message in messages if not message.finished]


# --- checks shared by the test and by translators' scripts -----------------------------

# Bao's Swahili vocabulary stays Swahili in every language (resources/i18n/GLOSSARY.md):
# a source text that uses one of these words keeps it in each translation.
BAO_TERMS = ("nyumba", "kichwa", "kimbi", "namua", "mtaji", "takasa", "takasia", "safari",
             "ghala", "kete")
# (Swahili may use the locative: "ghalani" is "in the ghala")
_BAO_TERM = re.compile(r"\b(" + "|".join(BAO_TERMS) + r")(?:ni)?\b", re.IGNORECASE)


def bao_terms(text: str) -> set[str]:
    return {word.lower() for word in _BAO_TERM.findall(text)}

_FORMAT_FIELD = re.compile(r"\{[^{}]*\}")        # str.format fields: {0}, {1:+d}
_QT_ARGUMENT = re.compile(r"%(?:L?[1-9][0-9]?|n)")  # QString::arg markers and the plural %n
_HTML_TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)")
_ACCELERATOR = re.compile(r"&(?=[^&\s;])(?!(?:[a-zA-Z]+|#[0-9]+);)")  # "&File", not "&&" or "&amp;"


def placeholders(text: str) -> Counter:
    return Counter(_FORMAT_FIELD.findall(text) + _QT_ARGUMENT.findall(text))


def html_tags(text: str) -> Counter:
    return Counter(tag.lower() for tag in _HTML_TAG.findall(text)) if "<" in text else Counter()


def accelerators(text: str) -> int:
    return len(_ACCELERATOR.findall(text.replace("&&", "")))


def problems(message: Message) -> list[str]:
    """Why a finished translation does not fit its source (placeholders, tags, accelerators)."""
    found = []
    where = f"{message.context}: {message.source!r}"
    wanted = placeholders(message.source)
    wanted_tags = html_tags(message.source)
    for index, form in enumerate(message.forms):
        got = placeholders(form)
        if message.numerus:
            # A plural form may spell its number out ("un cerdyn"), so %n is optional in a
            # single form, but every other placeholder must be there.
            wanted_here = Counter({k: v for k, v in wanted.items() if k != "%n"})
            got = Counter({k: v for k, v in got.items() if k != "%n"})
        else:
            wanted_here = wanted
        if got != wanted_here:
            found.append(f"{where}: form {index} has placeholders {sorted(got.elements())}, "
                         f"the source {sorted(wanted_here.elements())}")
        if html_tags(form) != wanted_tags:
            found.append(f"{where}: form {index} changes the HTML tags")
        if accelerators(form) != accelerators(message.source):
            found.append(f"{where}: form {index} has {accelerators(form)} accelerator(s), "
                         f"the source {accelerators(message.source)}")
    for index, form in enumerate(message.forms):
        lost = bao_terms(message.source) - bao_terms(form)
        if lost:
            found.append(f"{where}: form {index} drops the Bao term(s) {sorted(lost)}")
    if message.numerus and "%n" in message.source and not any("%n" in form for form in message.forms):
        found.append(f"{where}: no plural form shows the number %n")
    return found

"""app/core/records.py: a frozen record behaves as the frozen dataclass it replaces."""

from __future__ import annotations

import pytest

from app.core.records import FrozenInstanceError, frozen_record


def _double(value: int) -> int:
    return value * 2


@frozen_record
class Sample:
    name: str
    size: int
    label: str | None = None
    convert: object = _double  # a function default stays a plain value, not a method

    def __post_init__(self) -> None:
        if self.size < 0:
            raise ValueError("negative size")
        object.__setattr__(self, "label", self.label or self.name.upper())


def test_fields_by_position_and_keyword_with_defaults():
    sample = Sample("a", 2)
    assert (sample.name, sample.size, sample.label) == ("a", 2, "A")
    assert sample.convert(3) == 6
    other = Sample(size=3, name="b", label="bee")
    assert (other.name, other.size, other.label) == ("b", 3, "bee")


def test_post_init_runs_last_and_may_refuse():
    with pytest.raises(ValueError, match="negative size"):
        Sample("a", -1)


def test_frozen():
    sample = Sample("a", 2)
    with pytest.raises(FrozenInstanceError):
        sample.size = 3
    with pytest.raises(AttributeError):  # (FrozenInstanceError is one, as dataclasses')
        del sample.name
    assert sample.size == 2


def test_wrong_arguments_are_refused_as_a_function_refuses_them():
    with pytest.raises(TypeError, match="missing required argument: 'size'"):
        Sample("a")
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        Sample("a", 2, colour="red")
    with pytest.raises(TypeError, match="multiple values for argument 'name'"):
        Sample("a", 2, name="b")
    with pytest.raises(TypeError, match="takes 4 positional arguments but 5 were given"):
        Sample("a", 2, "x", _double, 5)


def test_a_required_field_after_an_optional_one_is_a_mistake():
    with pytest.raises(TypeError, match="'late' without a default follows one with a default"):
        @frozen_record
        class Broken:
            early: int = 1
            late: int


def test_identity_comparison_as_with_eq_false():
    assert Sample("a", 2) != Sample("a", 2)
    assert len({Sample("a", 2), Sample("a", 2)}) == 2

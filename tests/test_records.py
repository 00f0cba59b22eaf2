"""tabletop.records.dataclass gives the class dataclasses.dataclass gives, made on first use.

Each definition below is made twice, by the standard decorator and by the project's, and the
two classes must agree on everything a program can see: their attributes, instances (equality,
hash, repr, order, frozen errors), fields, replace, asdict, signature, doc, pattern matching,
pickling; before being made (class-level defaults, an instance read from a pickle) and when
several threads use a class first at once. Every dataclass of the project is made here, so a
definition error cannot wait for a player to meet it.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import inspect
import pickle
import pkgutil
import sys
import textwrap
import threading
import types

import pytest

import tabletop
from tabletop import records

DEFINITIONS = {
    "frozen": """
        @dataclass(frozen=True)
        class Card:
            '''A card.'''
            id: str
            cost: int = 0
            tags: tuple[str, ...] = ()
            notes: dict = field(default_factory=dict, compare=False, repr=False)
            kind: str = field(default="unit")
    """,
    "plain without doc": """
        @dataclass
        class Counter:
            name: str
            value: int = 1
            seen: list = field(default_factory=list)
    """,
    "order and kw_only": """
        @dataclass(frozen=True, order=True, kw_only=True)
        class Rank:
            level: int
            name: str = "x"
            hidden: int = field(default=0, compare=False)
    """,
    "unsafe hash, no match args": """
        @dataclass(unsafe_hash=True, match_args=False)
        class Spot:
            x: int
            y: int = 2
    """,
    "eq off": """
        @dataclass(eq=False)
        class Handle:
            key: str
    """,
    "own methods": """
        @dataclass(frozen=True)
        class Named:
            '''Writes its own repr, equality and hash.'''
            name: str
            def __repr__(self):
                return f"<{self.name}>"
            def __eq__(self, other):
                return isinstance(other, Named) and other.name.lower() == self.name.lower()
            def __hash__(self):
                return hash(self.name.lower())
    """,
    "own eq only": """
        @dataclass(frozen=True)
        class Loose:
            name: str
            def __eq__(self, other):
                return isinstance(other, Loose)
    """,
    "post init, InitVar, ClassVar": """
        @dataclass
        class Made:
            base: int
            extra: InitVar[int] = 0
            total: int = field(init=False, default=0)
            registry: ClassVar[dict] = {}
            def __post_init__(self, extra):
                self.total = self.base + extra
    """,
    "inheritance": """
        @dataclass(frozen=True)
        class Base:
            '''A base.'''
            id: str
            cost: int = 1
            def describe(self):
                return f"{self.id}:{self.cost}"
        @dataclass(frozen=True)
        class Unit(Base):
            power: int = 2
        @dataclass(frozen=True, kw_only=True)
        class Hero(Unit):
            title: str
        class Plain(Unit):
            def describe(self):
                return "plain " + super().describe()
        class Explicit(Unit):
            def __init__(self, id, power):
                super().__init__(id, 5, power)
    """,
    "slots": """
        @dataclass(frozen=True, slots=True)
        class Tight:
            a: int
            b: str = "b"
        @dataclass(frozen=True)
        class Slotted:
            __slots__ = ("a", "b")
            a: int
            b: str
    """,
}

ARGUMENTS = {
    "Card": [("a",), ("a", 2, ("x",)), ("b", 0, (), {"n": 1}, "spell")],
    "Counter": [("c",), ("c", 3)],
    "Rank": [{"level": 1}, {"level": 2, "name": "y", "hidden": 4}, {"level": 1, "name": "a"}],
    "Spot": [(1,), (1, 3), (2,)],
    "Handle": [("k",)],
    "Named": [("Ann",), ("ann",), ("Bob",)],
    "Loose": [("a",), ("b",)],
    "Made": [(1,), (1, 5)],
    "Base": [("b",), ("b", 3)],
    "Unit": [("u",), ("u", 1, 4)],
    "Hero": [{"id": "h", "title": "Sir"}, {"id": "h", "power": 9, "title": "Dame"}],
    "Plain": [("p",), ("p", 2, 3)],
    "Explicit": [("e", 7)],
    "Tight": [(1,), (2, "c")],
    "Slotted": [(1, "x"), (1, "y")],
}


def _module(kind: str, text: str) -> types.ModuleType:
    """The definitions as a module of their own, made with the standard or the project's decorator."""
    name = f"tests._records_{kind}_{abs(hash(text))}"
    module = types.ModuleType(name)
    sys.modules[name] = module  # the decorator finds the module's globals here, as for a real module
    module.__dict__.update(dataclass=records.dataclass if kind == "lazy" else dataclasses.dataclass,
                           field=dataclasses.field, InitVar=dataclasses.InitVar, ClassVar=__import__("typing").ClassVar)
    exec(compile(textwrap.dedent(text), name, "exec"), module.__dict__)
    return module


def _classes(module: types.ModuleType) -> dict[str, type]:
    return {name: value for name, value in vars(module).items() if isinstance(value, type) and name in ARGUMENTS}


def _make(cls: type, args: object) -> object:
    return cls(**args) if isinstance(args, dict) else cls(*args)


def _outcome(action) -> object:  # noqa: ANN001
    try:
        return ("value", action())
    except Exception as error:  # noqa: BLE001
        return ("error", type(error).__name__)


def _look(cls: type, made: list[object]) -> dict[str, object]:
    """Everything a program sees of a class and its instances, in comparable form."""
    seen: dict[str, object] = {
        "doc": cls.__doc__,
        "signature": str(inspect.signature(cls)),
        "match_args": getattr(cls, "__match_args__", None),
        "fields": [(f.name, f.default, f.init, f.repr, f.compare, f.hash, f.kw_only) for f in dataclasses.fields(cls)],
        "params": repr(getattr(cls, "__dataclass_params__", None)),
        "is_dataclass": dataclasses.is_dataclass(cls),
        "hashable": cls.__hash__ is not None,
        "attributes": sorted(name for name in vars(cls) if name not in ("__dict__", "__weakref__")),
    }
    for index, one in enumerate(made):
        seen[f"repr {index}"] = repr(one)
        seen[f"hash {index}"] = ("identity" if type(one).__hash__ is object.__hash__
                                 else _outcome(lambda one=one: hash(one)))
        seen[f"asdict {index}"] = dataclasses.asdict(one)
        seen[f"replace {index}"] = _outcome(lambda one=one: repr(dataclasses.replace(one)))
        seen[f"copy {index}"] = _outcome(lambda one=one: copy.deepcopy(one) == one)
        first = dataclasses.fields(one)[0].name  # changed on copies: the instances stay for the comparisons
        seen[f"set {index}"] = _outcome(lambda one=one, first=first: setattr(copy.copy(one), first, "z"))
        seen[f"del {index}"] = _outcome(lambda one=one, first=first: delattr(copy.copy(one), first))
        seen[f"extra {index}"] = _outcome(lambda one=one: setattr(copy.copy(one), "not_a_field", 1))
        if hasattr(one, "describe"):
            seen[f"describe {index}"] = one.describe()
        for other_index, other in enumerate(made):
            seen[f"eq {index} {other_index}"] = one == other
            seen[f"ne {index} {other_index}"] = one != other
            seen[f"lt {index} {other_index}"] = _outcome(lambda one=one, other=other: one < other)
    return seen


@pytest.mark.parametrize("definition", sorted(DEFINITIONS))
def test_a_class_made_on_first_use_is_the_class_the_standard_decorator_makes(definition: str) -> None:
    text = DEFINITIONS[definition]
    standard, lazy = _classes(_module("standard", text)), _classes(_module("lazy", text))
    for name, cls in standard.items():
        looks = [_look(each, [_make(each, args) for args in ARGUMENTS[name]]) for each in (cls, lazy[name])]
        assert looks[0] == looks[1], name


def test_before_it_is_made_a_class_reads_as_the_standard_one() -> None:
    text = DEFINITIONS["frozen"]
    standard, lazy = _module("standard", text).Card, _module("lazy", text).Card
    assert isinstance(vars(lazy)["__init__"], records._StandIn)  # not made yet
    assert lazy.kind == standard.kind == "unit" and lazy.cost == standard.cost == 0  # defaults, as class attributes
    assert hasattr(lazy, "notes") == hasattr(standard, "notes")  # a default made by a factory: none
    assert records.is_dataclass_type(lazy) and records.is_dataclass_type(standard)
    assert not records.is_dataclass_type(int)
    assert isinstance(vars(lazy)["__init__"], records._StandIn)  # asking whether it is one did not make it
    lazy("a")
    assert not [name for name, value in vars(lazy).items() if isinstance(value, records._StandIn)]


def test_an_instance_read_from_a_pickle_before_its_class_is_made_behaves(monkeypatch: pytest.MonkeyPatch) -> None:
    text = DEFINITIONS["frozen"]
    writer = _module("lazy", text)
    data = pickle.dumps(writer.Card("a", 2, ("x",)))
    reader = _module("lazy", text)  # a fresh class of the same name, not made yet
    monkeypatch.setattr(writer, "Card", reader.Card)  # what the pickle names
    assert isinstance(vars(reader.Card)["__eq__"], records._StandIn)
    card = pickle.loads(data)
    assert type(card) is reader.Card
    assert repr(card) == "Card(id='a', cost=2, tags=('x',), kind='unit')"
    assert card == reader.Card("a", 2, ("x",)) and hash(card) == hash(reader.Card("a", 2, ("x",)))
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.cost = 3


def test_an_unhashable_class_stays_unhashable_when_first_asked_for_a_hash() -> None:
    for kind in ("standard", "lazy"):
        counter_class = _module(kind, DEFINITIONS["plain without doc"]).Counter
        counter = counter_class.__new__(counter_class)  # an instance, and the class not made by it
        with pytest.raises(TypeError, match="unhashable type: 'Counter'"):
            hash(counter)


def test_threads_using_a_class_first_at_the_same_time_all_see_it_whole() -> None:
    for _ in range(20):
        module = _module("lazy", DEFINITIONS["inheritance"])
        start = threading.Barrier(8)
        results: list[object] = []

        def use(module: types.ModuleType = module, start: threading.Barrier = start,
                results: list[object] = results) -> None:
            start.wait()
            hero = module.Hero(id="h", title="Sir")
            results.append((repr(hero), hash(hero) == hash(module.Hero(id="h", title="Sir")),
                            [f.name for f in dataclasses.fields(module.Unit)], module.Plain("p").describe()))

        threads = [threading.Thread(target=use) for _ in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert results == [("Hero(id='h', cost=1, power=2, title='Sir')", True, ["id", "cost", "power"],
                            "plain p:1")] * 8


def test_a_definition_error_shows_at_each_use() -> None:
    module = _module("lazy", """
        @dataclass
        class Wrong:
            a: int = 0
            b: int
    """)
    for _ in range(2):
        with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):
            module.Wrong(1, 2)


def test_every_dataclass_of_the_project_is_made() -> None:
    waiting = []
    for found in pkgutil.walk_packages(tabletop.__path__, "tabletop."):
        if found.name.endswith("__main__"):
            continue  # the command line itself
        module = importlib.import_module(found.name)
        for value in list(vars(module).values()):
            if isinstance(value, type) and value.__module__ == module.__name__ and records.is_dataclass_type(value):
                waiting.append(value)
                dataclasses.fields(value)  # makes it: a definition error would raise here
    assert len(waiting) > 200
    assert not [cls for cls in waiting if any(isinstance(v, records._StandIn) for v in vars(cls).values())]


def test_work_asked_for_when_a_class_is_made_runs_then_and_once() -> None:
    module = _module("lazy", DEFINITIONS["frozen"])
    seen: list[object] = []

    def quicken(cls: type) -> None:  # what a decorator over dataclass might do with the made class
        seen.append(tuple(f.name for f in dataclasses.fields(cls)))
        made = cls.__init__
        cls.__init__ = lambda self, *args, **kwargs: made(self, *args, **kwargs)

    assert records.when_made(module.Card, quicken) is module.Card
    assert seen == [] and isinstance(vars(module.Card)["__init__"], records._StandIn)  # nothing made at import
    assert module.Card("a", 2) == module.Card("a", 2)
    assert seen == [("id", "cost", "tags", "notes", "kind")]
    assert vars(module.Card)["__init__"].__name__ == "<lambda>"  # its change stayed
    module.Card("b")
    assert len(seen) == 1
    records.when_made(module.Card, lambda cls: seen.append("made already"))  # a made class: at once
    assert seen[-1] == "made already"

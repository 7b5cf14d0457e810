# Parsed, never run, by TestOriginParametrizedCases: test functions whose
# parameters pytest fills from parametrize decorators.
import pytest

LIMIT = 10


@pytest.mark.parametrize("key, expected", [(4, [1, 2, 3]), (1, [2, 3])])
def test_drop(key, expected):
    pass


@pytest.mark.parametrize(["n"], [pytest.param(LIMIT + 1, marks=pytest.mark.slow), 2])
def test_param_case(n):
    pass


@pytest.mark.parametrize("index", ["string"], indirect=True)
def test_fixture_case(index):
    pass


@pytest.mark.parametrize("a,b", [(1, 2)])
@pytest.mark.parametrize("c", [lambda x: x])
def test_stacked(a, b, c, d=5):
    pass


# Cases given by name: a module global, an attribute of one, a list of
# pytest.param, and a list the class body binds (which pytest reads there
# first).
@pytest.mark.parametrize("x, y", PAIRS)
def test_named_pairs(x, y):
    pass


@pytest.mark.parametrize("w", WRAPPED)
def test_named_wrapped(w):
    pass


@pytest.mark.parametrize("u", tables.ROWS)
def test_named_attr(u):
    pass


@pytest.mark.parametrize("v", EMPTY)
def test_named_empty(v):
    pass


class TestOffsets:
    cases = [("a", 3)]
    PAIRS = "not the module's"

    @pytest.mark.parametrize("case", cases)
    def test_case(self, case):
        pass

    @pytest.mark.parametrize("p", tables.ROWS)
    def test_module(self, p):
        pass

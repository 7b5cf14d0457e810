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

# conftest.py of a test package: fixtures the test module's functions take.
import pytest


@pytest.fixture
def small_table():
    return {"a": [1, 2], "b": [3, 4]}


@pytest.fixture
def wide_table(small_table):
    return dict(small_table, c=[5, 6])


@pytest.fixture
def connection():
    yield "open"


@pytest.fixture(params=[pytest.param("x", id="ex"), "y"])
def flavour(request):
    return request.param

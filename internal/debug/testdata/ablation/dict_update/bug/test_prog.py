from prog import count_of


def test_from_b():
    assert count_of({"x": 1}, {"y": 2}, "y") == 2


def test_from_a():
    assert count_of({"x": 1}, {"y": 2}, "x") == 1

from prog import last_even_scaled


def test_last():
    assert last_even_scaled([1, 2, 4]) == 8


def test_zero():
    assert last_even_scaled([0, 1]) == 0

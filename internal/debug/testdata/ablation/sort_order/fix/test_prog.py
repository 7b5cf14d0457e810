from prog import largest


def test_largest():
    assert largest([1, 3, 2]) == 3


def test_single():
    assert largest([5]) == 5

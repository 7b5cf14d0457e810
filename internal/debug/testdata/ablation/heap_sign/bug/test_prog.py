from prog import smallest


def test_smallest():
    assert smallest([3, 1, 2]) == 1


def test_empty_ok():
    assert smallest([0]) == 0

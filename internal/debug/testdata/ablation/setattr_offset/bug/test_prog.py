from prog import doubled


def test_doubled():
    assert doubled(3) == 6

# A test module: its tests take the conftest's fixtures as parameters.
def test_widths(wide_table, connection, flavour):
    assert len(wide_table) == 3 and connection == "open"

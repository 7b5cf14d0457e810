# op: NON (find tested for truth: 0 is a position)
def has_tag(s, tag):
    if s.find(tag):
        return True
    return False


assert [has_tag("#a b", "#"), has_tag("a b", "#")] == [True, False]

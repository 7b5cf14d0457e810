def f0(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f1(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f2(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f3(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f4(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f5(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f6(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f7(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f8(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f9(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f10(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f11(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f12(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f13(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f14(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f15(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f16(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f17(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f18(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f19(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f20(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f21(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f22(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f23(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f24(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f25(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f26(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f27(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f28(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f29(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f30(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f31(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f32(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f33(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f34(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f35(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f36(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f37(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f38(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f39(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f40(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f41(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f42(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f43(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f44(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f45(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f46(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f47(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f48(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data

def f49(a, b=2, *args, **kw):
    """Docstring."""
    total = 0
    for i, x in enumerate(args):
        if x > a and i % 2 == 0:
            total += x * b
        elif x < 0:
            continue
        else:
            total -= kw.get('k', 1)
    try:
        r = {k: v for k, v in kw.items() if v}
    except (KeyError, ValueError) as e:
        raise RuntimeError(str(e)) from e
    finally:
        pass
    with open(__file__) as fh:
        data = [line.strip() for line in fh][:a]
    return total, r, data


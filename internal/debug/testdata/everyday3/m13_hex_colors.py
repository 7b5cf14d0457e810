def parse_rgb(text):
    inside = text[text.find("(") + 1:text.find(")")]
    return [int(p) for p in inside.split(",")]


def to_hex(rgb):
    digits = "".join(hex(c)[2:] for c in rgb)
    return "#" + digits


colors = ["rgb(255, 128, 0)", "rgb(12, 34, 5)"]
codes = [to_hex(parse_rgb(c)) for c in colors]
print(codes)
assert codes == ["#ff8000", "#0c2205"]

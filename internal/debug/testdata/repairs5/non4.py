# op: NON (a None test where an empty value counts as missing too)
def greet(user):
    nick = user.get("nick")
    if nick is None:
        nick = user["name"]
    return "hi " + nick


assert greet({"name": "Ada", "nick": ""}) == "hi Ada"

def make_user(name, roles=[]):
    user = {"name": name, "roles": roles}
    return user


def grant(user, role):
    if role not in user["roles"]:
        user["roles"].append(role)
    return user


admin = grant(make_user("ana"), "admin")
guest = grant(make_user("bo"), "viewer")
print(admin, guest)
assert guest["roles"] == ["viewer"]

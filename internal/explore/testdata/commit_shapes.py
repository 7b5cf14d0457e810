for leaf in self.leaves:
    if leaf.type == kind:
        print("match", leaf.type)
print(len(cfg["items"]), cfg["name"])
print(obj.label)
a, b = pair
print(flag and "on" or "off")
print(callback(3) + 1)
meta = conf.get("project", {})
print(meta.get("version"), conf.get("project", {}) is meta)

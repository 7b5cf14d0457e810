# op: ITR line: 3 (a list changed while it is iterated)
def drop_drafts(posts):
    for p in posts:
        if p.startswith("draft:"):
            posts.remove(p)
    return posts


assert drop_drafts(["draft:a", "draft:b", "c", "draft:d"]) == ["c"], drop_drafts(["draft:a", "draft:b", "c", "draft:d"])

# Testdata of origin.py's samples (explore, before step 1): functions
# whose parameters are nodes of Python's own ast, which ast.parse makes
# from text (it has no annotations: its docstring names the class, "an
# AST node", and the nodes hold their children in fields of one node as
# well as in lists); tests of a field read through a name the body binds
# once (name = node.name; res = node.returns: if res:); and a
# configuration the body reads key by key, as a parameter and as self,
# and through an object self holds, tested against None (doc_producers, walk_single_attrs, alias_chain, truth_tested, the loop
# over the parameter itself, configured_param_samples,
# configured_self_samples, none_tested).
import ast
import os
import weakref
from typing import List


def magic_call(node: ast.Expr) -> str:
    if isinstance(node.value, ast.Call):
        if isinstance(node.value.func, ast.Attribute) and node.value.func.attr == "system":
            return "system"
        return "call"
    return "other"


def all_texts(args: List[ast.expr]) -> str:
    for arg in args:
        assert isinstance(arg, ast.Constant)
    return "texts"


def kind_of_def(node: ast.FunctionDef) -> str:
    name = node.name
    res = node.returns
    if name == "_examples":
        return "examples"
    if res:
        return "annotated"
    return "bare"


def _examples():
    # Statements the texts the samples are parsed from hold (never run).
    os.system("ls")
    print(len("a"), "b")
    print("a", "b")


DEFAULTS = {"VERBOSE": False, "LOG_FILE": None, "ENABLED": True}


class Config:
    def __init__(self, values=None):
        self.values = dict(DEFAULTS)
        self.values.update(values or {})

    def get(self, key, default=None):
        return self.values.get(key, default)

    def getbool(self, key):
        return bool(self.values.get(key))


def handler(config: Config) -> str:
    filename = config.get("LOG_FILE")
    if filename:
        return "file"
    if config.getbool("VERBOSE"):
        return "verbose"
    if not config.getbool("ENABLED"):
        return "off"
    return "default"


class App:
    def __init__(self):
        self.config = dict(DEFAULTS)

    def mode(self) -> str:
        if self.config["VERBOSE"]:
            return "verbose"
        return "quiet"


class Provider:
    # Holds its app by a weak proxy: the recipe keeps the app alive by a
    # name of the prefix's (app=(_unstuck_app := App())).
    def __init__(self, app: App):
        self._app = weakref.proxy(app)

    def log_file(self) -> str:
        name = self._app.config["LOG_FILE"]
        if name is not None:
            return "set"
        return "unset"

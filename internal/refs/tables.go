package refs

import "strings"

// Tables of names the analysis knows: Python 3 builtins, well-known modules
// and their conventional aliases, well-known names to import from modules,
// and builtins whose arguments are iterated or converted. They are data so
// that extending them needs no code.

// builtinNames are the names of Python 3.11's builtins module plus the names
// every module has (__file__ and friends). Python 2 names (unicode, xrange,
// raw_input) are deliberately absent: under Python 3 they are undefined.
var builtinNames = strings.Fields(`
ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup
BlockingIOError BrokenPipeError BufferError BytesWarning ChildProcessError
ConnectionAbortedError ConnectionError ConnectionRefusedError ConnectionResetError
DeprecationWarning EOFError Ellipsis EncodingWarning EnvironmentError Exception
ExceptionGroup False FileExistsError FileNotFoundError FloatingPointError
FutureWarning GeneratorExit IOError ImportError ImportWarning IndentationError
IndexError InterruptedError IsADirectoryError KeyError KeyboardInterrupt
LookupError MemoryError ModuleNotFoundError NameError None NotADirectoryError
NotImplemented NotImplementedError OSError OverflowError PendingDeprecationWarning
PermissionError ProcessLookupError PythonFinalizationError RecursionError
ReferenceError ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration
StopIteration SyntaxError SyntaxWarning SystemError SystemExit TabError
TimeoutError True TypeError UnboundLocalError UnicodeDecodeError
UnicodeEncodeError UnicodeError UnicodeTranslateError UnicodeWarning UserWarning
ValueError Warning ZeroDivisionError
__build_class__ __debug__ __doc__ __import__ __loader__ __name__ __package__
__spec__ __file__ __cached__ __builtins__ __annotations__
abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr
classmethod compile complex copyright credits delattr dict dir divmod enumerate
eval exec exit filter float format frozenset getattr globals hasattr hash help
hex id input int isinstance issubclass iter len license list locals map max
memoryview min next object oct open ord pow print property quit range repr
reversed round set setattr slice sorted staticmethod str sum super tuple type
vars zip`)

var builtinSet = func() map[string]bool {
	m := make(map[string]bool, len(builtinNames))
	for _, n := range builtinNames {
		m[n] = true
	}
	return m
}()

func isBuiltin(name string) bool { return builtinSet[name] }

// IsBuiltin says name is a Python 3 builtin.
func IsBuiltin(name string) bool { return builtinSet[name] }

// ModuleSpec says how to import a well-known module under the name a snippet
// uses for it.
type ModuleSpec struct {
	Import string `json:"import"` // the statement, e.g. "import numpy as np"
	// ClassImport replaces Import when every attribute used is one of
	// ClassAttrs: datetime.now() means the class datetime.datetime.
	ClassImport string   `json:"class_import,omitempty"`
	ClassAttrs  []string `json:"class_attrs,omitempty"`
}

// Modules maps a name used only through its attributes to the module it
// conventionally stands for: the standard library's modules under their own
// names, and the aliases the libraries' own documentation writes (np, pd,
// plt, tf, nn, F, ET ...), which are community conventions, not names of
// any benchmark. Names of other installed modules are found through the
// interpreter's name index (explore's class index), not tables.
var Modules = map[string]ModuleSpec{
	"np":         {Import: "import numpy as np"},
	"numpy":      {Import: "import numpy"},
	"pd":         {Import: "import pandas as pd"},
	"pandas":     {Import: "import pandas"},
	"plt":        {Import: "import matplotlib.pyplot as plt"},
	"matplotlib": {Import: "import matplotlib"},
	"mpl":        {Import: "import matplotlib as mpl"},
	"sns":        {Import: "import seaborn as sns"},
	"seaborn":    {Import: "import seaborn"},
	"tf":         {Import: "import tensorflow as tf"},
	"tensorflow": {Import: "import tensorflow"},
	"keras":      {Import: "from tensorflow import keras"},
	"torch":      {Import: "import torch"},
	"nn":         {Import: "import torch.nn as nn"},
	"F":          {Import: "import torch.nn.functional as F"},
	"optim":      {Import: "import torch.optim as optim"},
	"sklearn":    {Import: "import sklearn"},
	"scipy":      {Import: "import scipy"},
	"sp":         {Import: "import scipy as sp"},
	"stats":      {Import: "from scipy import stats"},
	"sm":         {Import: "import statsmodels.api as sm"},
	"nx":         {Import: "import networkx as nx"},
	"xr":         {Import: "import xarray as xr"},
	"px":         {Import: "import plotly.express as px"},
	"go":         {Import: "import plotly.graph_objects as go"},
	"xgb":        {Import: "import xgboost as xgb"},
	"lgb":        {Import: "import lightgbm as lgb"},
	"cv2":        {Import: "import cv2"},
	"Image":      {Import: "from PIL import Image"},
	"PIL":        {Import: "import PIL"},
	"sympy":      {Import: "import sympy"},
	"requests":   {Import: "import requests"},
	"bs4":        {Import: "import bs4"},
	"yaml":       {Import: "import yaml"},
	"ET":         {Import: "import xml.etree.ElementTree as ET"},
	"etree":      {Import: "from lxml import etree"},
	"tk":         {Import: "import tkinter as tk"},
	"tkinter":    {Import: "import tkinter"},
	"dt":         {Import: "import datetime as dt"},
	"datetime": {
		Import:      "import datetime",
		ClassImport: "from datetime import datetime",
		ClassAttrs: []string{"combine", "fromisoformat", "fromordinal", "fromtimestamp", "max", "min",
			"now", "strptime", "today", "utcfromtimestamp", "utcnow"},
	},
	"urllib": {Import: "import urllib.request"},
	"os":     {Import: "import os"},
	"sys":    {Import: "import sys"},
	"re":     {Import: "import re"},
	"json":   {Import: "import json"},
	"math":   {Import: "import math"},
	"cmath":  {Import: "import cmath"},
	"random": {Import: "import random"},
	"time":   {Import: "import time"},
}

// standardModules are imported under their own name.
var standardModules = strings.Fields(`abc argparse array ast asyncio atexit base64 bisect
calendar codecs collections concurrent configparser contextlib copy csv ctypes dataclasses
decimal difflib dis email enum errno fnmatch fractions functools gc getpass glob gzip
hashlib heapq hmac html http importlib inspect io itertools locale logging mmap
multiprocessing operator pathlib pickle platform pprint queue secrets select shlex
shutil signal smtplib socket sqlite3 ssl statistics string struct subprocess tempfile
textwrap threading timeit traceback types typing unicodedata unittest uuid warnings
weakref webbrowser xml zipfile zlib`)

func init() {
	for _, m := range standardModules {
		if _, ok := Modules[m]; !ok {
			Modules[m] = ModuleSpec{Import: "import " + m}
		}
	}
}

// Names maps a well-known standard-library class or function, used other
// than only through attributes (called, subclassed, in annotations), to the
// import that provides it; with the interpreter's name index (explore)
// every installed module's public names are found, these only decide
// between modules that share a name.
var Names = map[string]string{
	"Counter":        "from collections import Counter",
	"defaultdict":    "from collections import defaultdict",
	"OrderedDict":    "from collections import OrderedDict",
	"namedtuple":     "from collections import namedtuple",
	"deque":          "from collections import deque",
	"datetime":       "from datetime import datetime",
	"date":           "from datetime import date",
	"timedelta":      "from datetime import timedelta",
	"timezone":       "from datetime import timezone",
	"Path":           "from pathlib import Path",
	"partial":        "from functools import partial",
	"reduce":         "from functools import reduce",
	"wraps":          "from functools import wraps",
	"lru_cache":      "from functools import lru_cache",
	"chain":          "from itertools import chain",
	"product":        "from itertools import product",
	"permutations":   "from itertools import permutations",
	"combinations":   "from itertools import combinations",
	"groupby":        "from itertools import groupby",
	"islice":         "from itertools import islice",
	"pprint":         "from pprint import pprint",
	"sleep":          "from time import sleep",
	"randint":        "from random import randint",
	"sqrt":           "from math import sqrt",
	"pi":             "from math import pi",
	"deepcopy":       "from copy import deepcopy",
	"glob":           "from glob import glob",
	"Decimal":        "from decimal import Decimal",
	"Fraction":       "from fractions import Fraction",
	"Enum":           "from enum import Enum",
	"dataclass":      "from dataclasses import dataclass",
	"ABC":            "from abc import ABC",
	"abstractmethod": "from abc import abstractmethod",
	"contextmanager": "from contextlib import contextmanager",
	"Any":            "from typing import Any",
	"Optional":       "from typing import Optional",
	"Union":          "from typing import Union",
	"List":           "from typing import List",
	"Dict":           "from typing import Dict",
	"Tuple":          "from typing import Tuple",
	"Set":            "from typing import Set",
	"Callable":       "from typing import Callable",
	"Iterable":       "from typing import Iterable",
	"Iterator":       "from typing import Iterator",
	"urlopen":        "from urllib.request import urlopen",
}

// iterates reports whether builtin callee iterates over its argument at
// position pos of n positional arguments.
func iterates(callee string, pos, n int) bool {
	switch callee {
	case "list", "tuple", "set", "frozenset", "sorted", "reversed", "enumerate",
		"sum", "any", "all", "iter", "dict":
		return pos == 0
	case "min", "max": // max(xs) iterates; max(a, b) compares
		return pos == 0 && n == 1
	case "zip":
		return true
	case "map":
		return pos >= 1
	case "filter":
		return pos == 1
	}
	return false
}

// elementKeeping builtins return the elements of their iterated argument.
var elementKeeping = map[string]bool{
	"list": true, "tuple": true, "set": true, "frozenset": true, "sorted": true,
	"reversed": true, "iter": true, "filter": true,
}

// converting builtins turn their first argument into a value of a type.
var converting = map[string]bool{
	"str": true, "int": true, "float": true, "bool": true, "complex": true,
	"bytes": true, "repr": true, "abs": true, "round": true, "hash": true,
}

# QuixBugs correct program to_base.py, as written (../shared/datasets/quixbugs/correct_python_programs/to_base.py).


import string
def to_base(num, b):
    result = ''
    alphabet = string.digits + string.ascii_uppercase
    while num > 0:
        i = num % b
        num = num // b
        result = alphabet[i] + result
    return result

"""
import string
def to_base(num, b):
    result = ''
    alphabet = string.digits + string.ascii_uppercase
    while num > 0:
        i = num % b
        num = num // b
        result = result + alphabet[i]
    return result[::-1]
"""

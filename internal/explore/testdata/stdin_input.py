symbol = input()
n = int(input("How many? "))
print(symbol * n)

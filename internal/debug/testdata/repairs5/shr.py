# op: SHR (one row shared by every slot)
def board(n):
    grid = [[0] * n] * n
    grid[0][0] = 1
    return grid


assert board(2) == [[1, 0], [0, 0]]

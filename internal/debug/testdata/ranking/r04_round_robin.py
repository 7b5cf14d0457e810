def deal(cards, players):
    hands = [[]] * players
    for i, card in enumerate(cards):
        hands[i % players].append(card)
    return hands


def hand_sizes(cards, players):
    return [len(hand) for hand in deal(cards, players)]


sizes = hand_sizes(["A", "K", "Q", "J", "10", "9", "8"], 3)
print(sizes)
assert sizes == [3, 2, 2], sizes

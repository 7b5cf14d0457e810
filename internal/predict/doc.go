// Package predict is the value-prediction phase of learning-guided execution
// (LExecutor, FSE'23): for a use of a name, an attribute or a call's return
// value whose real value is missing, it predicts the abstract class of the
// value to inject (docs/lexecutor-contract.md, section 2).
//
// Predictors share one interface, Predictor: Naive (always object), Random
// (uniform, seeded), Frequency (per-name counts backing off to per-kind and
// global ones) and Model, the learned one. Each predicts at a Level: fine
// (22 classes) or coarse (12); a fine predictor's coarse view sums the
// probabilities of the fine classes of each coarse class.
//
// # Model
//
// The input is the paper's "name <sep> kind <sep> tokens-before <mask>
// tokens-after", turned into about 60 hashed sparse features (2^18 buckets
// by default): the name and its trailing identifier (for calls, "zeros" of
// "np.zeros") with the receiver and root of dotted names; the identifier's
// lower-cased sub-tokens (snake_case and camelCase split), first and last
// sub-token, character 3- and 4-grams of "^ident$" (prefixes such as is_,
// has_, n_ and suffixes such as s, _list, count, path come from these),
// last one and two characters, and shape (Aa, A_A, a_a, ...); the kind and
// its crosses with name, identifier, sub-tokens, last sub-token, shape and
// length; the three nearest tokens on each side by position and the rest as
// bags, literals reduced to their kind (<str>, <num>, ...); the bigrams next
// to the mask and across it; and kind x previous and next token.
//
// A multinomial logistic regression over these is trained by AdaGrad
// (one accumulator per bucket) on the softmax cross-entropy, a few epochs
// over the events shuffled by seed; feature extraction runs on the other
// cores while the single updating goroutine keeps training deterministic.
// Weights are stored int8-quantized with a float32 scale per bucket, 32
// bytes a bucket in memory; the file (Save, Load) holds the used buckets
// only, gzip'd. LoadDefault reads the model embedded from
// model/default.bin; "unstuck train" (cmd/unstuck/train.go) trains one from
// the values a recorded corpus really used.
package predict

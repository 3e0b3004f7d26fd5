/// A free deceleration is a ``MotionCurve`` as it stands: `x(τ) = x₀ + m·v₀·f·(1 − f^τ)/(1 − f)`, ending
/// when `|v| < 0.01 pt/ms` (``Deceleration/duration``) and heading for ``Deceleration/destination``
/// (<doc:Physics#Deceleration> [doc][re][measured]). The view rests where the closed form is at ``duration``, a little
/// short of ``destination``.
extension Deceleration: MotionCurve {}

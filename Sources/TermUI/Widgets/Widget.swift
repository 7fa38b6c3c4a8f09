/// Anything that draws itself into a rectangle of a buffer. Widgets hold no state that must
/// survive a frame (selection, scroll offset, cursor live in app state and are passed in).
public protocol Widget {
    func render(in area: Rect, into buffer: inout Buffer)
}

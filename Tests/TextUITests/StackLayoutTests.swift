import Testing
import TextSnapshots

@testable import TextUI

@MainActor
@Suite struct StackLayoutTests {
  @Test func hstackPlacesChildrenLeftToRightWithSpacing() {
    let view = HStack(spacing: 2) {
      Text("ab")
      Text("c")
    }
    assertSnapshot(of: view, as: .frame(width: 7, height: 1))
  }

  @Test func vstackAlignsChildren() {
    let leading = VStack(alignment: .leading) {
      Text("abcd")
      Text("x")
    }
    let trailing = VStack(alignment: .trailing) {
      Text("abcd")
      Text("x")
    }
    let centered = VStack {
      Text("abcd")
      Text("xy")
      Text("z")
    }
    assertSnapshot(of: leading, as: .frame(width: 4, height: 2), named: "leading")
    assertSnapshot(of: trailing, as: .frame(width: 4, height: 2), named: "trailing")
    assertSnapshot(of: centered, as: .frame(width: 4, height: 3), named: "centered")  // rounds down
  }

  @Test func hstackAlignsChildrenVertically() {
    let view = HStack(alignment: .bottom) {
      Text("a\nb\nc")
      Text("x")
    }
    assertSnapshot(of: view, as: .frame(width: 2, height: 3))
  }

  @Test func equalSpacersGiveTheRemainderToTheFirst() {
    let view = HStack {
      Spacer()
      Text("|")
      Spacer()
      Text("|")
      Spacer()
    }
    // 10 columns, 2 of text: 8 shared as 3, 3, 2.
    assertSnapshot(of: view, as: .frame(width: 10, height: 1))
  }

  @Test func spacersOnlyTakeWhatContentLeaves() {
    let view = HStack {
      Text("Toronto, Ontario")
      Spacer(minLength: 1)
      Text("Updated 2 min ago")
    }
    assertSnapshot(of: view, as: .frame(width: 40, height: 1))
  }

  @Test func spacerMinLengthIsKeptWhenContentCompetes() {
    let view = HStack {
      Text("aaaa aaaa").lineLimit(1)
      Spacer(minLength: 2)
      Text("bb")
    }
    // "bb" takes 2 and the spacer keeps 2, leaving the text 6 columns: "aaaa a" does not
    // fit with its ellipsis, so the cut falls back to "aaaa…" and the spacer grows to 3.
    assertSnapshot(of: view, as: .frame(width: 10, height: 1))
  }

  @Test func contentSharesSpaceFairlyLeastFlexibleFirst() {
    let view = HStack {
      Text("abcdefghij").lineLimit(1)
      Text("xy")
      Text("klmnopqrst").lineLimit(1)
    }
    // 12 columns: "xy" (least flexible) takes 2; the others get 5 each.
    assertSnapshot(of: view, as: .frame(width: 12, height: 1))
  }

  @Test func whenEverythingFitsEveryChildGetsItsMaximum() {
    // Served least flexible first with fair shares, the frame (8...9 wide) would be
    // offered 6 and settle at 8; but all maximums fit in 12, so each child gets its own.
    let view = HStack {
      Text("abc")
      Text("123456789").frame(minWidth: 8, maxWidth: 9)
    }
    assertSnapshot(of: view, as: .frame(width: 12, height: 1))
  }

  @Test func higherLayoutPriorityIsServedFirst() {
    let view = HStack {
      Text("abcdefghij").lineLimit(1)
      Text("klmnopqrst").lineLimit(1).layoutPriority(1)
    }
    assertSnapshot(of: view, as: .frame(width: 14, height: 1))
  }

  @Test func vstackSharesRowsAndDividerRunsAcross() {
    let view = VStack {
      Text("top")
      Divider()
      Spacer()
      Text("bottom")
    }
    assertSnapshot(of: view, as: .frame(width: 6, height: 5))
  }

  @Test func dividerInAnHStackRunsDown() {
    let view = HStack {
      Text("a\nb")
      Divider()
      Text("c")
    }
    assertSnapshot(of: view, as: .frame(width: 3, height: 2))
  }

  @Test func zstackLayersLaterChildrenInFront() {
    let view = ZStack(alignment: .bottomTrailing) {
      Text("....\n....")
      Text("X")
    }
    assertSnapshot(of: view, as: .frame(width: 4, height: 2))
  }

  @Test func childrenThatOverflowAreClippedToTheStack() {
    let view = HStack {
      Text("abc").frame(width: 3)
      Text("defg").frame(width: 4)
    }
    .frame(width: 5, alignment: .leading)
    assertSnapshot(of: view, as: .frame(width: 7, height: 1))
  }

  @Test func emptyStackTakesNoSpace() {
    let view = VStack {
      HStack {}
      Text("x")
    }
    assertSnapshot(of: view, as: .frame(width: 1, height: 2))
  }
}

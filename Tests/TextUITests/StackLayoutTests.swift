import Testing

@testable import TextUI

@MainActor
@Suite struct StackLayoutTests {
  @Test func hstackPlacesChildrenLeftToRightWithSpacing() {
    let view = HStack(spacing: 2) {
      Text("ab")
      Text("c")
    }
    #expect(rows(view, width: 7, height: 1) == ["ab  c  "])
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
    #expect(rows(leading, width: 4, height: 2) == ["abcd", "x   "])
    #expect(rows(trailing, width: 4, height: 2) == ["abcd", "   x"])
    #expect(rows(centered, width: 4, height: 3) == ["abcd", " xy ", " z  "])  // rounds down
  }

  @Test func hstackAlignsChildrenVertically() {
    let view = HStack(alignment: .bottom) {
      Text("a\nb\nc")
      Text("x")
    }
    #expect(rows(view, width: 2, height: 3) == ["a ", "b ", "cx"])
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
    #expect(rows(view, width: 10, height: 1) == ["   |   |  "])
  }

  @Test func spacersOnlyTakeWhatContentLeaves() {
    let view = HStack {
      Text("Toronto, Ontario")
      Spacer(minLength: 1)
      Text("Updated 2 min ago")
    }
    #expect(rows(view, width: 40, height: 1) == ["Toronto, Ontario       Updated 2 min ago"])
  }

  @Test func spacerMinLengthIsKeptWhenContentCompetes() {
    let view = HStack {
      Text("aaaa aaaa").lineLimit(1)
      Spacer(minLength: 2)
      Text("bb")
    }
    // "bb" takes 2 and the spacer keeps 2, leaving the text 6 columns: "aaaa a" does not
    // fit with its ellipsis, so the cut falls back to "aaaa…" and the spacer grows to 3.
    #expect(rows(view, width: 10, height: 1) == ["aaaa…   bb"])
  }

  @Test func contentSharesSpaceFairlyLeastFlexibleFirst() {
    let view = HStack {
      Text("abcdefghij").lineLimit(1)
      Text("xy")
      Text("klmnopqrst").lineLimit(1)
    }
    // 12 columns: "xy" (least flexible) takes 2; the others get 5 each.
    #expect(rows(view, width: 12, height: 1) == ["abcd…xyklmn…"])
  }

  @Test func whenEverythingFitsEveryChildGetsItsMaximum() {
    // Served least flexible first with fair shares, the frame (8...9 wide) would be
    // offered 6 and settle at 8; but all maximums fit in 12, so each child gets its own.
    let view = HStack {
      Text("abc")
      Text("123456789").frame(minWidth: 8, maxWidth: 9)
    }
    #expect(rows(view, width: 12, height: 1) == ["abc123456789"])
  }

  @Test func higherLayoutPriorityIsServedFirst() {
    let view = HStack {
      Text("abcdefghij").lineLimit(1)
      Text("klmnopqrst").lineLimit(1).layoutPriority(1)
    }
    #expect(rows(view, width: 14, height: 1) == ["abc…klmnopqrst"])
  }

  @Test func vstackSharesRowsAndDividerRunsAcross() {
    let view = VStack {
      Text("top")
      Divider()
      Spacer()
      Text("bottom")
    }
    #expect(rows(view, width: 6, height: 5) == [" top  ", "──────", "      ", "      ", "bottom"])
  }

  @Test func dividerInAnHStackRunsDown() {
    let view = HStack {
      Text("a\nb")
      Divider()
      Text("c")
    }
    #expect(rows(view, width: 3, height: 2) == ["a│c", "b│ "])
  }

  @Test func zstackLayersLaterChildrenInFront() {
    let view = ZStack(alignment: .bottomTrailing) {
      Text("....\n....")
      Text("X")
    }
    #expect(rows(view, width: 4, height: 2) == ["....", "...X"])
  }

  @Test func childrenThatOverflowAreClippedToTheStack() {
    let view = HStack {
      Text("abc").frame(width: 3)
      Text("defg").frame(width: 4)
    }
    .frame(width: 5, alignment: .leading)
    #expect(rows(view, width: 7, height: 1) == ["abcde  "])
  }

  @Test func emptyStackTakesNoSpace() {
    let view = VStack {
      HStack {}
      Text("x")
    }
    #expect(rows(view, width: 1, height: 2) == ["x", " "])
  }
}

import Services
import ServicesTestSupport
import Testing

@MainActor
@Suite struct LocationServiceTests {
  let gate = ReplyGate<String, [Location]>()

  func makeService(favourites: [Location] = [], client: GeocodingClient? = nil) -> LocationService {
    LocationService(
      active: TestPlace.a, favourites: favourites, ofAccount: "personal",
      client: client ?? GeocodingClient(search: gate.call))
  }

  @Test func selectingChangesTheActivePlace() {
    let service = makeService()
    service.select(TestPlace.b)
    #expect(service.active == TestPlace.b)
  }

  @Test func aFavouriteIsAddedOnceAndRemovedByCoordinates() {
    let service = makeService()
    service.addFavourite(TestPlace.b)
    service.addFavourite(TestPlace.b)
    #expect(service.favourites == [TestPlace.b])
    #expect(service.isFavourite(TestPlace.b))

    var renamed = TestPlace.b
    renamed.name = "B, renamed"
    service.removeFavourite(renamed)
    #expect(service.favourites.isEmpty)
  }

  @Test func movingAFavouriteReordersAndIgnoresIndicesOutsideTheList() {
    let service = makeService(favourites: [TestPlace.a, TestPlace.b, TestPlace.c])
    service.moveFavourite(from: 2, to: 0)
    #expect(service.favourites == [TestPlace.c, TestPlace.a, TestPlace.b])
    service.moveFavourite(from: 0, to: 3)
    service.moveFavourite(from: -1, to: 0)
    #expect(service.favourites == [TestPlace.c, TestPlace.a, TestPlace.b])
  }

  @Test func loadingAnotherAccountsFavouritesRecordsWhoseTheyAre() {
    let service = makeService(favourites: [TestPlace.a])
    service.loadFavourites([TestPlace.c], ofAccount: "work")
    #expect(service.favourites == [TestPlace.c])
    #expect(service.favouritesAccountID == "work")
  }

  @Test func aBlankQueryClearsTheSearchWithoutAskingTheClient() {
    let service = makeService(client: Clients.unimplemented().geocoding)
    service.search(for: "   ")
    #expect(service.search == .idle)
  }

  @Test func staleSearchResultsNeverReplaceNewerOnes() async {
    let service = makeService()
    service.search(for: "O")
    service.search(for: "Os")
    await gate.waitForCalls(2)
    gate.reply(to: "Os", with: .success([TestPlace.b]))
    await service.settled()
    gate.reply(to: "O", with: .success([TestPlace.a, TestPlace.b]))
    await Task.yield()
    await service.settled()
    #expect(service.search == .found(query: "Os", results: [TestPlace.b]))
  }

  @Test func aFailedSearchKeepsItsQuery() async {
    let service = makeService()
    service.search(for: "Oslo")
    #expect(service.search == .searching(query: "Oslo"))
    await gate.waitForCalls(1)
    gate.reply(to: "Oslo", with: .failure(ClientError.timedOut(source: "test", seconds: 10)))
    await service.settled()
    #expect(service.search == .failed(query: "Oslo", error: .timedOut(source: "test", seconds: 10)))
    #expect(service.search.query == "Oslo")
  }
}

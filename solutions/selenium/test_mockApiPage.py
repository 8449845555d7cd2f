# Mock API Call Validation: mock fetch through CDP (Page.addScriptToEvaluateOnNewDocument runs a stub before the page's own scripts).
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

# Plain Selenium cannot hear CDP events (Fetch.requestPaused), so instead of intercepting the
# network we replace window.fetch in every new document: answers for matching URLs come from
# the stub, every other request goes out as usual.
FETCH_STUB = """
(() => {
  const mocks = %s;
  const realFetch = window.fetch.bind(window);
  window.fetch = (input, init = {}) => {
    const url = typeof input === 'string' ? input : input.url;
    const method = (init.method || 'GET').toUpperCase();
    const mock = mocks.find((m) => m.method === method && url.endsWith(m.urlEnd));
    if (!mock) return realFetch(input, init);
    return Promise.resolve(new Response(JSON.stringify(mock.json), {
      status: mock.status,
      headers: { 'Content-Type': 'application/json' },
    }));
  };
})();
"""


def mock_fetch(driver, mocks):
    """Registers the mocks for the documents loaded from now on."""
    source = FETCH_STUB % json.dumps(mocks)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})


def send(driver, base_url, card):
    driver.get(f"{base_url}/mockApiPage")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable((By.ID, f"send-{card}"))).click()
    wait.until(EC.presence_of_element_located((By.ID, f"status-{card}")))
    return lambda what: driver.find_element(By.ID, f"{what}-{card}").text


def test_unmocked_get_code_answers_200(driver, base_url):
    result = send(driver, base_url, "rotatingCode")
    assert result("status") == "Status: 200 OK"
    assert result("saved").startswith("Saved value (code): ")


def test_a_mocked_get_code_gives_another_code(driver, base_url):
    mock_fetch(
        driver, [{"method": "GET", "urlEnd": "/code", "status": 200, "json": {"code": "MOCKED"}}]
    )
    result = send(driver, base_url, "rotatingCode")
    assert result("status") == "Status: 200 OK"
    assert result("saved") == "Saved value (code): MOCKED"


def test_unmocked_get_echo_is_a_404(driver, base_url):
    result = send(driver, base_url, "echoGet")
    assert result("status") == "Status: 404 Not Found"
    assert result("saved") == "Saved value (value): not present in response"


def test_a_mocked_get_echo_answers_200_with_a_value(driver, base_url):
    mock_fetch(
        driver,
        [{"method": "GET", "urlEnd": "/echo", "status": 200, "json": {"value": "FROM_MOCK"}}],
    )
    result = send(driver, base_url, "echoGet")
    assert result("status") == "Status: 200 OK"
    assert result("saved") == "Saved value (value): FROM_MOCK"

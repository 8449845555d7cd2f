# Exit intent: WebDriver cannot move the pointer off the page, so the test fires the mouseout itself.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, "[role='status']")
MODAL = (By.XPATH, "//div[@role='dialog'][.//h2[text()='Leaving so soon?']]")

# A mouseout with no related target (the pointer left the document) at clientY 0 (the top edge).
LEAVE_THROUGH_TOP = """
document.documentElement.dispatchEvent(
  new MouseEvent('mouseout', { bubbles: true, clientX: 640, clientY: 0, relatedTarget: null })
);
"""


def test_leaving_through_the_top_opens_the_modal(driver, base_url):
    driver.get(f"{base_url}/exitIntent")
    wait = WebDriverWait(driver, 10)
    # Wait for the page to render (and listen) before firing the event.
    wait.until(EC.text_to_be_present_in_element(STATUS, "Exit-intent modal shown: 0 times"))

    driver.execute_script(LEAVE_THROUGH_TOP)
    modal = wait.until(EC.visibility_of_element_located(MODAL))
    assert "This window opens when the mouse leaves the page through the top." in modal.text
    assert driver.find_element(*STATUS).text == "Exit-intent modal shown: 1 times"

    modal.find_element(By.XPATH, ".//button[text()='Close']").click()
    wait.until(EC.invisibility_of_element_located(MODAL))


def test_an_exit_lower_down_does_nothing(driver, base_url):
    driver.get(f"{base_url}/exitIntent")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.text_to_be_present_in_element(STATUS, "Exit-intent modal shown: 0 times"))
    driver.execute_script(LEAVE_THROUGH_TOP.replace("clientY: 0", "clientY: 400"))
    # The keyboard alternative opens it instead; it is the first opening counted.
    driver.find_element(By.XPATH, "//button[text()='Open the modal without the mouse']").click()
    wait.until(EC.visibility_of_element_located(MODAL))
    assert driver.find_element(*STATUS).text == "Exit-intent modal shown: 1 times"

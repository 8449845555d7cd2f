# Horizontal Virtual Rendering: send arrow keys until a lazily rendered item enters the DOM.
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_batch_loads_item_21_with_arrow_keys(driver, base_url):
    driver.get(f"{base_url}/horizontalVirtualRendering")
    wait = WebDriverWait(driver, 5)
    footer = wait.until(EC.presence_of_element_located((By.ID, "hvr-footer")))
    assert footer.text.startswith("20 of 100")
    # Not merely hidden: #21 is absent from the DOM until the next batch loads.
    assert driver.find_elements(By.ID, "hvr-item-21") == []

    # Each Arrow Right scrolls the strip 250 px; press until the batch arrives.
    def press_and_look(d):
        ActionChains(d).send_keys(Keys.ARROW_RIGHT).perform()
        return d.find_elements(By.ID, "hvr-item-21")

    # About ten presses at the wait's half-second polls: give them more than 5 s.
    item = WebDriverWait(driver, 15).until(press_and_look)[0]
    assert item.text == "#21"
    wait.until(lambda d: d.find_element(By.ID, "hvr-footer").text.startswith("40 of 100"))
